/* -fvect-cost-model=cheap (GCC 12's default at -O2 with an explicit
   -ftree-loop-vectorize) allows a scalar epilogue and a few runtime alias
   checks: every kernel of cost-model-flags.h is taken, as at -O3.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=haswell -ffp-contract=off -fvect-cost-model=cheap -fopt-info-vec-optimized" } */

#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane" "fixed" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane" "variable" { target *-*-* } 26 } */
/* { dg-message "loop vectorized by hyperlane" "odd count" { target *-*-* } 38 } */
/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "one check" { target *-*-* } 50 } */
/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "three checks" { target *-*-* } 64 } */
/* { dg-message "loop vectorized by hyperlane" "live value" { target *-*-* } 78 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
