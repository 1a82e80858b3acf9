! At -O2 (GCC 12's -fvect-cost-model=very-cheap) a loop is taken only
! where the vector loop replaces it whole: a constant count that VF
! divides.  A count known at run time needs an epilogue, which the
! remark names with the option that allows it.
! { dg-do compile }
! { dg-options "-O2 -march=haswell -ffp-contract=off -fopt-info-vec-optimized-missed" }

subroutine fixed(u, w)
  implicit none
  real, intent(in) :: u(3,1024)
  real, intent(out) :: w(3,1024)
  integer :: i
  do i = 1, 1024  ! { dg-message "loop vectorized by hyperlane" }
    w(1,i) = u(1,i) * 2.0 + u(2,i)
    w(2,i) = u(2,i) * 2.0 + u(3,i)
    w(3,i) = u(3,i) * 2.0 + u(1,i)
  end do
end subroutine fixed

subroutine variable(u, w, n)
  implicit none
  integer, intent(in) :: n
  real, intent(in) :: u(3,n)
  real, intent(out) :: w(3,n)
  integer :: i
  do i = 1, n  ! { dg-message "loop left to GCC: a scalar epilogue would stay beside the vector loop of VF 8 \\(the iteration count is known only at run time\\), which -fvect-cost-model=very-cheap" }
    w(1,i) = u(1,i) * 2.0 + u(2,i)
    w(2,i) = u(2,i) * 2.0 + u(3,i)
    w(3,i) = u(3,i) * 2.0 + u(1,i)
  end do
end subroutine variable
! { dg-prune-output "vectorized using" }
! { dg-prune-output "basic block" }
! { dg-prune-output "missed:" }
