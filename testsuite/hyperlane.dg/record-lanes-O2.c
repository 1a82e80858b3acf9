/* At -O2 (GCC 12's -fvect-cost-model=very-cheap) a record-lane plan,
   one iteration per vector iteration, needs no scalar epilogue whatever
   the iteration count: the block formation is taken, and gives the
   scalar loop's results; the same through pointer parameters needs a
   runtime alias check, and the 20 of 25 fields, planned with VF 8, an
   epilogue: both are left to GCC.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O2 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized-missed" } */

#include "record-lanes-run.h"

/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx512\[a-z\]*\\)" "blocks" { target *-*-* } 4 } */
/* { dg-message "the vector loop needs \[0-9\]+ runtime alias checks, which -fvect-cost-model=very-cheap" "blocks through pointers" { target *-*-* } 4 } */
/* { dg-message "a scalar epilogue would stay beside the vector loop of VF 8" "20 of 25 fields" { target *-*-* } 23 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed" } */
