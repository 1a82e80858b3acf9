! The cross plugin loads into aarch64-linux-gnu-gfortran-12 and reports.
! { dg-do compile }
! { dg-options "-O3 -march=armv8-a -fopt-info-vec-all" }

subroutine norm2(u, r, n)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: u(3,n)
  real, intent(out) :: r(n)
  integer :: i
  do i = 1, n     ! { dg-message "hyperlane: analysed loop" }
    r(i) = u(1,i) * u(1,i) + u(2,i) * u(2,i) + u(3,i) * u(3,i)
  end do
end subroutine norm2
