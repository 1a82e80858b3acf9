! Spectral convolution: pointwise product of two complex(8) spectra
subroutine spec_mul(a, b, c, n)
  implicit none
  integer, intent(in) :: n
  complex(8), intent(out) :: a(n)
  complex(8), intent(in) :: b(n), c(n)
  integer :: i
  do i = 1, n
     a(i) = b(i) * c(i)
  end do
end subroutine spec_mul

program conv
  implicit none
  integer, parameter :: n = 2000
  complex(8) :: a(n), b(n), c(n)
  integer(8) :: bits(2*n), h, lcg
  integer :: i, r, nrep
  real(8) :: t0, t1, xr, xi
  character(len=32) :: arg
  interface
     subroutine spec_mul(a, b, c, n)
       integer, intent(in) :: n
       complex(8), intent(out) :: a(n)
       complex(8), intent(in) :: b(n), c(n)
     end subroutine spec_mul
  end interface
  nrep = 300000
  if (command_argument_count() >= 1) then
     call get_command_argument(1, arg); read(arg, *) nrep
  end if
  lcg = 5150_8
  do i = 1, n
     xr = rnd() - 0.5d0; xi = rnd() - 0.5d0; b(i) = cmplx(xr, xi, 8)
     xr = rnd() - 0.5d0; xi = rnd() - 0.5d0; c(i) = cmplx(xr, xi, 8)
  end do
  call cpu_time(t0)
  do r = 1, nrep
     call spec_mul(a, b, c, n)
  end do
  call cpu_time(t1)
  write(*, '(a,f12.6)') 'time ', t1 - t0
  bits = transfer(a, bits)
  h = 7_8
  do i = 1, 2*n
     h = mod(h * 65599_8 + iand(bits(i), int(z'FFFFFFFF', 8)), 2147483647_8)
     h = mod(h * 65599_8 + iand(ishft(bits(i), -32), int(z'FFFFFFFF', 8)), 2147483647_8)
  end do
  write(*, '(a,i0,a,z16.16)') 'checksum ', h, ' a1bits ', bits(1)
contains
  real(8) function rnd()
    lcg = mod(lcg * 1664525_8 + 1013904223_8, 4294967296_8)
    rnd = real(ishft(lcg, -8), 8) / 16777216.0d0
  end function rnd
end program conv
