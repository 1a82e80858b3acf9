! NPB BT's matvec_sub in Fortran: dummy arguments may not alias (the
! standard says so), gfortran tells GCC, and there is nothing to version.
! { dg-do compile }
! { dg-options "-O3 -fopt-info-vec-optimized -fdump-tree-hyperlane-alias-details" }
subroutine matvec_sub (ablock, avec, bvec) ! { dg-bogus "function versioned" }
  implicit none
  double precision, intent(in) :: ablock(5,5), avec(5)
  double precision, intent(inout) :: bvec(5)
  bvec(1) = bvec(1) - ablock(1,1)*avec(1) - ablock(1,2)*avec(2) &
            - ablock(1,3)*avec(3) - ablock(1,4)*avec(4) - ablock(1,5)*avec(5)
  bvec(2) = bvec(2) - ablock(2,1)*avec(1) - ablock(2,2)*avec(2) &
            - ablock(2,3)*avec(3) - ablock(2,4)*avec(4) - ablock(2,5)*avec(5)
  bvec(3) = bvec(3) - ablock(3,1)*avec(1) - ablock(3,2)*avec(2) &
            - ablock(3,3)*avec(3) - ablock(3,4)*avec(4) - ablock(3,5)*avec(5)
end subroutine
! { dg-final { scan-tree-dump-times "an access already independent \\(restrict\\)" 3 "hyperlane-alias" } }
! { dg-final { scan-tree-dump-not "  versioned: " "hyperlane-alias" } }
