! The element-wise loops of elementwise-blocks.f90, every loop taken
! (cost=always), give the results of the same loops at -O0 bit for bit.
! { dg-do run }
! { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fopt-info-vec" }
! { dg-additional-unit "-O0 -ffp-contract=off" }
! { dg-require-effective-target avx2_runtime }

#include "elementwise-blocks-run.inc"

! { dg-message "optimized: loop vectorized by hyperlane" "blocks" { target *-*-* } 19 }
! { dg-message "optimized: loop vectorized by hyperlane" "column" { target *-*-* } 105 }
