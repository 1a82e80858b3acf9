! Fortran complex arrays (issue 20): NPB FT's butterfly (cffts/fftz2:
! u1 * (x11 - x21), whose parentheses GCC's complex lowering leaves as a
! whole complex value, COMPLEX_EXPR and PAREN_EXPR, which GCC 12's loop
! vectorizer refuses), in double and single precision and with conjg,
! and complex copies, against the scalar loops (!GCC$ novector, no SLP)
! bit for bit under -ffp-contract=fast: the vector loop fuses the
! multiply-adds the scalar loop fuses, and no others.
! { dg-do compile }
! { dg-do run { target avx2_runtime } }
! { dg-options "-O3 -march=haswell -ffp-contract=fast -fno-tree-slp-vectorize -fno-inline -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" }

module cplx
  implicit none
contains
  subroutine bfly(n, x1, x2, s1, s2, u1)
    integer, intent(in) :: n
    complex(kind=8), intent(in) :: x1(n), x2(n), u1
    complex(kind=8), intent(out) :: s1(n), s2(n)
    complex(kind=8) :: x11, x21
    integer :: j
    do j = 1, n
      x11 = x1(j)
      x21 = x2(j)
      s1(j) = x11 + x21
      s2(j) = u1 * (x11 - x21)
    end do
  end subroutine bfly

  subroutine bfly_ref(n, x1, x2, s1, s2, u1)
    integer, intent(in) :: n
    complex(kind=8), intent(in) :: x1(n), x2(n), u1
    complex(kind=8), intent(out) :: s1(n), s2(n)
    complex(kind=8) :: x11, x21
    integer :: j
!GCC$ novector
    do j = 1, n
      x11 = x1(j)
      x21 = x2(j)
      s1(j) = x11 + x21
      s2(j) = u1 * (x11 - x21)
    end do
  end subroutine bfly_ref

  subroutine bflyc(n, x1, x2, s2, u1)
    integer, intent(in) :: n
    complex(kind=4), intent(in) :: x1(n), x2(n), u1
    complex(kind=4), intent(out) :: s2(n)
    integer :: j
    do j = 1, n
      s2(j) = conjg(u1) * (x1(j) - x2(j))
    end do
  end subroutine bflyc

  subroutine bflyc_ref(n, x1, x2, s2, u1)
    integer, intent(in) :: n
    complex(kind=4), intent(in) :: x1(n), x2(n), u1
    complex(kind=4), intent(out) :: s2(n)
    integer :: j
!GCC$ novector
    do j = 1, n
      s2(j) = conjg(u1) * (x1(j) - x2(j))
    end do
  end subroutine bflyc_ref

  subroutine ccopy(n, x, z)
    integer, intent(in) :: n
    complex(kind=8), intent(in) :: x(2 * n)
    complex(kind=8), intent(out) :: z(n)
    integer :: j
    do j = 1, n
      z(j) = x(2 * j)
    end do
  end subroutine ccopy
end module cplx

program complex_run
  use cplx
  implicit none
  integer, parameter :: m = 301
  complex(kind=8) :: x1(m), x2(m), s1(m), s2(m), w1(m), w2(m), cx(2 * m)
  complex(kind=4) :: y1(m), y2(m), t2(m), v2(m)
  integer :: j, n, counts(9)
  counts = (/ 0, 1, 3, 4, 5, 8, 9, 17, 301 /)
  do j = 1, m
    x1(j) = cmplx(sin(0.7d0 * j) * 3.1d0, cos(1.3d0 * j), 8)
    x2(j) = cmplx(1.0d0 / j, sin(0.11d0 * j) - 0.5d0, 8)
    y1(j) = cmplx(real(x1(j)), aimag(x2(j)), 4)
    y2(j) = cmplx(aimag(x1(j)), real(x2(j)), 4)
  end do
  do j = 1, 2 * m
    cx(j) = cmplx(j, -j, 8)
  end do
  do j = 1, size(counts)
    n = counts(j)
    s1 = 0; s2 = 0; w1 = 0; w2 = 0; t2 = 0; v2 = 0
    call bfly(n, x1, x2, s1, s2, (0.8d0, -0.6d0))
    call bfly_ref(n, x1, x2, w1, w2, (0.8d0, -0.6d0))
    if (any(transfer(s1, 1_8, 2 * m) /= transfer(w1, 1_8, 2 * m))) stop 1
    if (any(transfer(s2, 1_8, 2 * m) /= transfer(w2, 1_8, 2 * m))) stop 2
    call bflyc(n, y1, y2, t2, (0.6, 0.8))
    call bflyc_ref(n, y1, y2, v2, (0.6, 0.8))
    if (any(transfer(t2, 1, 2 * m) /= transfer(v2, 1, 2 * m))) stop 3
    s1 = 0
    call ccopy(n / 2, cx, s1)
    if (any(s1(1:n / 2) /= cx(2:n:2))) stop 4
  end do
end program complex_run

! { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: a statement of complex type" 3 "hyperlane" } }
! The copy z(j) = x(2 * j) would deinterleave and interleave again.
! { dg-final { scan-tree-dump "GCC runs the scalar loop \\(its loop vectorizer refuses a statement or a group of the loop\\), and the plan does not weigh less" "hyperlane" } }
! { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 2 "hyperlane" } }
! { dg-final { scan-tree-dump " = \\.FMS \\(" "hyperlane" } }
