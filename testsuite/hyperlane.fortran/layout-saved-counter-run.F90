! A stencil offset of 3 in a dimension of 8 could belong to two
! dimensions unless the DO loop's range says which: under -fno-automatic
! the loop's counter is a saved local, loaded before its test and its
! increment, and the pass reads its range through those loads.  The
! layout applies (a refusal would warn), and the program gives the
! results of its copy without a layout, bit for bit.
! { dg-do run }
! { dg-options {-O2 -fno-automatic -fplugin-arg-hyperlane-layout=q(m,i,j)->INTERCHANGE(m,i)} }
! { dg-additional-unit "-O2 -fno-automatic" }
#ifdef HYPERLANE_UNIT
#define SHIFT ref_shift
#else
#define SHIFT shift
#endif

subroutine SHIFT (s)
  implicit none
  double precision s
  double precision q(5, 8, 3)
  integer i, j, m
  do j = 1, 3
    do i = 1, 8
      do m = 1, 5
        q(m, i, j) = dble (100 * j + 10 * i + m)
      end do
    end do
  end do
  do j = 1, 3
    do i = 1, 5
      q(2, i, j) = q(4, i + 3, j) - q(1, i, j)
    end do
  end do
  s = 0
  do j = 1, 3
    do i = 1, 8
      do m = 1, 5
        s = s * 1.25d0 + q(m, i, j)
      end do
    end do
  end do
end subroutine

#ifndef HYPERLANE_UNIT
program main
  double precision s, t
  call shift (s)
  call ref_shift (t)
  if (s /= t) stop 1
end program
#endif
