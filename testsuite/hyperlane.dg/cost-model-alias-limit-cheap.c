/* Under -fvect-cost-model=cheap, GCC allows 60% of --param
   vect-max-version-for-alias-checks: of 4, two checks.  The loop with
   three is left to GCC, which declines it for the same reason.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fvect-cost-model=cheap --param vect-max-version-for-alias-checks=4 -fopt-info-vec-optimized-missed" } */

#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "one check" { target *-*-* } 50 } */
/* { dg-message "loop left to GCC: the vector loop needs 3 runtime alias checks, more than the 2 --param vect-max-version-for-alias-checks allows \\(60% of it under -fvect-cost-model=cheap\\)" "three checks" { target *-*-* } 64 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed:" } */
