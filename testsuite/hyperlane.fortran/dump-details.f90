! -fdump-tree-hyperlane-details works from gfortran-12 too.
! { dg-do compile }
! { dg-options "-O3 -fdump-tree-hyperlane-details" }

subroutine axpy3(a, u, w, n)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: a, u(3,n)
  real, intent(inout) :: w(3,n)
  integer :: i
  do i = 1, n
    w(1,i) = w(1,i) + a * u(1,i)
    w(2,i) = w(2,i) + a * u(2,i)
    w(3,i) = w(3,i) + a * u(3,i)
  end do
end subroutine axpy3

! { dg-final { scan-tree-dump "store strided stride 3" "hyperlane" } }
