! Full SoA of a module's u and r and of a COMMON block's q, read and
! written in '!$omp parallel do' bodies.  OpenMP outlines each into a
! function whose temporaries are variables, assigned again where the
! gimplifier reuses one for a like value: the layout pass reads each as
! the assignment that reaches the reference.  The outlined function also
! declares the procedure's q again, as a member of a local copy of the
! block that no statement uses: it is the block's q.  So the layouts
! apply (a refusal would warn), and the program gives the results of its
! copy without a layout, bit for bit, on any number of threads.
! { dg-do run { target fopenmp } }
! { dg-options {-O3 -ffp-contract=off -fopenmp -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);r(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j);q(m,i,j)->INTERCHANGE(m,i)->INTERCHANGE(m,j) } }
! { dg-additional-unit "-O3 -ffp-contract=off -fopenmp" }
#ifdef HYPERLANE_UNIT
#define FLDS ref_flds
#define STEP ref_step
#define SMOOTH ref_smooth
#define CBLK ref_cblk
#define RESULT ref_result
#else
#define FLDS flds
#define STEP step
#define SMOOTH smooth
#define CBLK cblk
#define RESULT result
#endif

module FLDS
  implicit none
  integer, parameter :: n = 40
  double precision :: u(5, n, n), r(5, n, n)
end module

subroutine STEP (dt)
  use FLDS
  implicit none
  double precision, intent(in) :: dt
  integer :: i, j, m
  double precision :: loc(5, n)
  !$omp parallel do private(i, m, loc)
  do j = 1, n
    do i = 2, n - 1
      do m = 1, 5
        loc(m, i) = u(m, i - 1, j) - 2d0 * u(m, i, j) + u(m, i + 1, j)
      end do
    end do
    do i = 2, n - 1
      do m = 1, 5
        r(m, i, j) = r(m, i, j) + dt * loc(m, i)
      end do
    end do
  end do
  !$omp end parallel do
end subroutine

subroutine SMOOTH (dt)
  use FLDS, only : n, r
  implicit none
  double precision, intent(in) :: dt
  double precision q(5, n, n)
  common /CBLK/ q
  integer :: i, j, m
  !$omp parallel do collapse(2) private(m)
  do j = 1, n
    do i = 1, n
      do m = 1, 5
        q(m, i, j) = r(m, i, j) * dt + dble (m)
      end do
    end do
  end do
  !$omp end parallel do
  !$omp parallel do private(i)
  do j = 2, n - 1
    do i = 2, n - 1
      r(1, i, j) = r(1, i, j) + q(2, i, j - 1) - q(3, i + 1, j)
      r(4, i, j) = q(5, i - 1, j + 1) * q(1, i, j)
    end do
  end do
  !$omp end parallel do
end subroutine

subroutine RESULT (out)
  use FLDS
  implicit none
  double precision, intent(out) :: out(5, n, n)
  integer :: i, j, m, k
  do j = 1, n
    do i = 1, n
      do m = 1, 5
        u(m, i, j) = dble (m) * 0.1d0 + dble (i) * 0.01d0 - dble (j * j) * 0.003d0
        r(m, i, j) = 0d0
      end do
    end do
  end do
  do k = 1, 5
    call STEP (0.1d0 * k)
    call SMOOTH (0.01d0 * k)
  end do
  do j = 1, n
    do i = 1, n
      do m = 1, 5
        out(m, i, j) = r(m, i, j)
      end do
    end do
  end do
end subroutine

#ifndef HYPERLANE_UNIT
program main
  implicit none
  integer, parameter :: n = 40
  double precision :: a(5, n, n), b(5, n, n)
  call result (a)
  call ref_result (b)
  if (any (transfer (a, 1_8, size (a)) /= transfer (b, 1_8, size (b)))) stop 1
end program
#endif
