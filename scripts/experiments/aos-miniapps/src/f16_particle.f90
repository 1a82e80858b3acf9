! Molecular-dynamics style position update on an array of derived type
module particles_mod
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type particle
     real(dp) :: x, y, z, vx, vy, vz
  end type particle
contains
  subroutine drift(p, n, dt)
    integer, intent(in) :: n
    type(particle), intent(inout) :: p(n)
    real(dp), intent(in) :: dt
    integer :: i
    do i = 1, n
       p(i)%x = p(i)%x + p(i)%vx * dt
       p(i)%y = p(i)%y + p(i)%vy * dt
       p(i)%z = p(i)%z + p(i)%vz * dt
    end do
  end subroutine drift
end module particles_mod

program md_drift
  use particles_mod
  implicit none
  integer, parameter :: n = 2500
  type(particle), allocatable :: p(:)
  integer(8) :: bits(6*n), h
  integer :: i, r, nrep
  integer(8) :: lcg
  real(dp) :: t0, t1
  character(len=32) :: arg
  nrep = 170000
  if (command_argument_count() >= 1) then
     call get_command_argument(1, arg); read(arg, *) nrep
  end if
  allocate(p(n))
  lcg = 12345_8
  do i = 1, n
     p(i)%x = rnd(); p(i)%y = rnd(); p(i)%z = rnd()
     p(i)%vx = rnd() - 0.5_dp; p(i)%vy = rnd() - 0.5_dp; p(i)%vz = rnd() - 0.5_dp
  end do
  call cpu_time(t0)
  do r = 1, nrep
     call drift(p, n, 1.0e-3_dp)
  end do
  call cpu_time(t1)
  write(*, '(a,f12.6)') 'time ', t1 - t0
  bits = transfer(p, bits)
  h = 7_8
  do i = 1, 6*n
     h = mod(h * 65599_8 + iand(bits(i), int(z'FFFFFFFF', 8)), 2147483647_8)
     h = mod(h * 65599_8 + iand(ishft(bits(i), -32), int(z'FFFFFFFF', 8)), 2147483647_8)
  end do
  write(*, '(a,i0,a,z16.16)') 'checksum ', h, ' x1bits ', bits(1)
contains
  real(dp) function rnd()
    lcg = mod(lcg * 1664525_8 + 1013904223_8, 4294967296_8)
    rnd = real(ishft(lcg, -8), dp) / 16777216.0_dp
  end function rnd
end program md_drift
