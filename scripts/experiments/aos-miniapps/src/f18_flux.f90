! 1-D Euler-like conservative update on a field-first array u(5,nx):
! Rusanov-free central flux difference of the x-momentum flux.
module flux_mod
  implicit none
  integer, parameter :: nx = 3000
  real(8) :: u(5, nx), unew(5, nx)
contains
  subroutine flux_update(dtdx, gm1)
    real(8), intent(in) :: dtdx, gm1
    integer :: i
    real(8) :: pl, pr, vl, vr
    do i = 2, nx - 1
       vl = u(2, i-1) / u(1, i-1)
       vr = u(2, i+1) / u(1, i+1)
       pl = gm1 * (u(5, i-1) - 0.5d0 * u(2, i-1) * vl)
       pr = gm1 * (u(5, i+1) - 0.5d0 * u(2, i+1) * vr)
       unew(1, i) = u(1, i) - 0.5d0 * dtdx * (u(2, i+1) - u(2, i-1))
       unew(2, i) = u(2, i) - 0.5d0 * dtdx * ((u(2, i+1) * vr + pr) - (u(2, i-1) * vl + pl))
       unew(3, i) = u(3, i) - 0.5d0 * dtdx * (u(3, i+1) * vr - u(3, i-1) * vl)
       unew(4, i) = u(4, i) - 0.5d0 * dtdx * (u(4, i+1) * vr - u(4, i-1) * vl)
       unew(5, i) = u(5, i) - 0.5d0 * dtdx * ((u(5, i+1) + pr) * vr - (u(5, i-1) + pl) * vl)
    end do
  end subroutine flux_update
end module flux_mod

program euler1d
  use flux_mod
  implicit none
  integer(8) :: bits(5*nx), h, lcg
  integer :: i, m, r, nrep
  real(8) :: t0, t1
  character(len=32) :: arg
  nrep = 20000
  if (command_argument_count() >= 1) then
     call get_command_argument(1, arg); read(arg, *) nrep
  end if
  lcg = 1979_8
  do i = 1, nx
     u(1, i) = 1.0d0 + 0.1d0 * rnd()
     do m = 2, 4
        u(m, i) = 0.2d0 * (rnd() - 0.5d0)
     end do
     u(5, i) = 2.5d0 + 0.1d0 * rnd()
  end do
  unew = 0.0d0
  call cpu_time(t0)
  do r = 1, nrep
     call flux_update(1.0d-3, 0.4d0)
  end do
  call cpu_time(t1)
  write(*, '(a,f12.6)') 'time ', t1 - t0
  bits = transfer(unew, bits)
  h = 7_8
  do i = 1, 5*nx
     h = mod(h * 65599_8 + iand(bits(i), int(z'FFFFFFFF', 8)), 2147483647_8)
     h = mod(h * 65599_8 + iand(ishft(bits(i), -32), int(z'FFFFFFFF', 8)), 2147483647_8)
  end do
  write(*, '(a,i0,a,z16.16)') 'checksum ', h, ' un bits ', bits(6)
contains
  real(8) function rnd()
    lcg = mod(lcg * 1664525_8 + 1013904223_8, 4294967296_8)
    rnd = real(ishft(lcg, -8), 8) / 16777216.0d0
  end function rnd
end program euler1d
