/* At -O2 (GCC 12's -fvect-cost-model=very-cheap) a record-lane plan,
   one iteration per vector iteration, needs no scalar epilogue whatever
   the iteration count: the block formation is taken, and gives the
   scalar loop's results; the 20 of 25 fields, planned with VF 8, keep
   their epilogue and are left to GCC.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O2 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized-missed" } */

#include "record-lanes-run.h"

/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx512\[a-z\]*\\)" "blocks" { target *-*-* } 7 } */
/* { dg-message "a scalar epilogue would stay beside the vector loop of VF 8" "20 of 25 fields" { target *-*-* } 105 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed" } */
