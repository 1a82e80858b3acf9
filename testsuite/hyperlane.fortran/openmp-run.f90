! An AoS u(3,n) loop under '!$omp parallel do': the loop is outlined into
! its own function, and each thread's chunk gives the exact results.
! { dg-do run { target fopenmp } }
! { dg-options "-O3 -ffp-contract=off -fopenmp -fopt-info-vec-optimized" }

module aos_omp
  implicit none
contains
  subroutine scale3(u, w, n)
    integer, intent(in) :: n
    real, intent(in) :: u(3,n)
    real, intent(out) :: w(3,n)
    integer :: i
    !$omp parallel do
    do i = 1, n
      w(1,i) = u(1,i) * 2.0 + u(2,i)  ! { dg-message "loop vectorized by hyperlane" }
      w(2,i) = u(2,i) * 2.0 + u(3,i)
      w(3,i) = u(3,i) * 2.0 + u(1,i)
    end do
    !$omp end parallel do
  end subroutine scale3
end module aos_omp

program openmp_run
  use aos_omp
  use omp_lib
  implicit none
  integer, parameter :: n = 1027
  real :: u(3,n), w(3,n)
  integer :: i, threads
  do i = 1, n
    u(1,i) = real(i)
    u(2,i) = real(2 * i)
    u(3,i) = real(3 * i)
  end do
  do threads = 1, 3
    call omp_set_num_threads(threads)
    w = 0.0
    call scale3(u, w, n)
    do i = 1, n
      if (w(1,i) /= real(4 * i)) stop 1
      if (w(2,i) /= real(7 * i)) stop 2
      if (w(3,i) /= real(7 * i)) stop 3
    end do
  end do
end program openmp_run
! { dg-prune-output "vectorized using" }
! { dg-prune-output "basic block" }
