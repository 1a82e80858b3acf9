! A COMMON block with a transformed member in two translation units: the
! second uses only another member (r) and a scalar of the block, not u,
! yet its block must be the transformed one (its symbol spells the
! layouts of all transformed members), or it would read a block of zeros.
! { dg-do run }
! { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->INTERCHANGE(m,i);r(m,i)->STRIP_MINE(i,2,ii)->INTERCHANGE(m,ii)} }
! { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u(m,i)->INTERCHANGE(m,i);r(m,i)->STRIP_MINE(i,2,ii)->INTERCHANGE(m,ii)} }
#if HYPERLANE_UNIT == 1
subroutine check_r (bad)
  implicit none
  integer bad, i, m
  double precision u(3, 10), r(3, 10), x
  common /blk/ u, x, r
  bad = 0
  do i = 1, 10
    do m = 1, 3
      if (r(m, i) /= 100 * m + i + x) bad = bad + 1
    end do
  end do
end subroutine
#else
subroutine set_ur ()
  implicit none
  integer i, m
  double precision u(3, 10), r(3, 10), x
  common /blk/ u, x, r
  x = 0.5d0
  do i = 1, 10
    do m = 1, 3
      u(m, i) = 100 * m + i
    end do
  end do
  do i = 1, 10
    do m = 1, 3
      r(m, i) = u(m, i) + x
    end do
  end do
end subroutine

program main
  implicit none
  integer bad
  call set_ur ()
  call check_r (bad)
  if (bad /= 0) stop 1
end program
#endif
