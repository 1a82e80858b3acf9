/* record-lanes.h's loops give the scalar loops' results bit for bit
   (avx512): the block formation in record lanes (the last vector of each run
   of 25 fields overlapping the one before) and the records of 20 stored
   fields of 25, whatever plan takes them.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "record-lanes-run.h"

/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx512\[a-z\]*\\)" "blocks" { target *-*-* } 7 } */
/* { dg-message "loop vectorized by hyperlane" "20 of 25 fields" { target *-*-* } 105 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
