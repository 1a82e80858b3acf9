/* --param vect-max-version-for-alias-checks bounds hyperlane's runtime
   alias checks as it bounds GCC's: three checks are over a limit of 2,
   one is not.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off --param vect-max-version-for-alias-checks=2 -fopt-info-vec-optimized-missed" } */

#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "one check" { target *-*-* } 50 } */
/* { dg-message "loop left to GCC: the vector loop needs 3 runtime alias checks, more than the 2 --param vect-max-version-for-alias-checks allows\n" "three checks" { target *-*-* } 64 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed:" } */
