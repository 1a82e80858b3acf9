! NPB BT's block forming (elementwise-blocks-run.inc) in record lanes, VF
! 1, and the column loop give the results of the same loops at -O0 bit
! for bit.
! { dg-do run }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec" }
! { dg-additional-unit "-O0 -ffp-contract=off" }
! { dg-require-effective-target avx2_runtime }

#include "elementwise-blocks-run.inc"

! { dg-message "optimized: loop vectorized by hyperlane: VF 1 \\(avx2\\)" "blocks" { target *-*-* } 19 }
! { dg-message "optimized: loop vectorized by hyperlane" "column" { target *-*-* } 105 }
