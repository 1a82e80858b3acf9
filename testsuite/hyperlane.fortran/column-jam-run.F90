! Column walks in Fortran: b(j,i) in the loop over i steps a whole
! column of b per iteration (one element per column); the enclosing loop
! over j is parallel, so hyperlane unrolls and jams it by 4 (doubles,
! 32-byte runs) and the fused loop moves 4 x 4 blocks of b.  Results
! equal the same loops at -O0 bit for bit, for trip counts of the
! enclosing loop that are no multiple of 4.
! { dg-do run }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-optimized" }
! { dg-additional-unit "-O0 -ffp-contract=off" }
! { dg-require-effective-target avx2_runtime }

#ifdef HYPERLANE_UNIT
#define COLMUL colmul_ref
#define TRANSPOSE transpose_ref
#else
#define COLMUL colmul
#define TRANSPOSE transpose
#endif

subroutine COLMUL(a, b, c, n)
  implicit none
  integer, intent(in) :: n
  double precision, intent(inout) :: a(70,37)
  double precision, intent(in) :: b(37,70), c(70,37)
  integer :: i, j
  do j = 1, n  ! { dg-message "optimized: hyperlane: enclosing loop unrolled and jammed by 4: \[^\n\]* walks down a column" }
    do i = 1, 70  ! { dg-message "optimized: loop vectorized by hyperlane: VF 4 \\(avx2\\)" }
      a(i,j) = a(i,j) * b(j,i) + c(i,j)
    end do
  end do
end subroutine COLMUL

subroutine TRANSPOSE(t, c, n)
  implicit none
  integer, intent(in) :: n
  real, intent(out) :: t(37,70)
  real, intent(in) :: c(70,37)
  integer :: i, j
  do j = 1, n  ! { dg-message "optimized: hyperlane: enclosing loop unrolled and jammed by 8: \[^\n\]* walks down a column" }
    do i = 1, 70  ! { dg-message "optimized: loop vectorized by hyperlane: VF 8 \\(avx2\\)" }
      t(j,i) = 2.0 * c(i,j)
    end do
  end do
end subroutine TRANSPOSE

#ifndef HYPERLANE_UNIT
program column_jam_run
  implicit none
  double precision :: a(70,37), aref(70,37), b(37,70), c(70,37)
  real :: t(37,70), tref(37,70), cs(70,37)
  integer :: i, j, n
  do j = 1, 37
    do i = 1, 70
      c(i,j) = dble(mod(i * 7 + j * 3, 13)) / 7.0d0
      cs(i,j) = real(mod(i * 5 + j, 17)) / 3.0
      b(j,i) = 1.0d0 / dble(i + 2 * j)
    end do
  end do
  do n = 30, 37
    a = 1.5d0
    aref = 1.5d0
    t = 0
    tref = 0
    call colmul(a, b, c, n)
    call colmul_ref(aref, b, c, n)
    if (any(transfer(a, 0_8, size(a)) /= transfer(aref, 0_8, size(aref)))) stop 1
    call transpose(t, cs, n)
    call transpose_ref(tref, cs, n)
    if (any(transfer(t, 0, size(t)) /= transfer(tref, 0, size(tref)))) stop 2
  end do
end program column_jam_run
#endif
