! A stride-5 u(5,n) loop is seen as one interleaved group of 5 fields.
! { dg-do compile }
! { dg-options "-O3 -fopt-info-vec-all" }

subroutine stride5(u, v, n)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: u(5,n)
  real, intent(out) :: v(n)
  integer :: i
  do i = 1, n     ! { dg-message "hyperlane: interleaved load group: stride 5, 5 of 5 fields" }
    v(i) = u(1,i) + u(2,i) + u(3,i) + u(4,i) + u(5,i)
  end do
end subroutine stride5
