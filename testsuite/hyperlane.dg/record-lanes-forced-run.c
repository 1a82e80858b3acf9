/* plan=records: record lanes wherever they can be made, also for the loop
   of 20 stored fields of 25 whose plan at VF 4 wins by the cost model
   (record-lanes-run-avx2.c); results bit for bit those of the scalar
   loops.  The fuzzer's wide-record cases use the option (docs/testing.md).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-plan=records -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "record-lanes-run.h"

/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx2\[a-z\]*\\), 6 strided groups, \[0-9\]+ permutes per vector iteration \\(GCC plan: none\\), versioned for aliasing" "blocks through pointers" { target *-*-* } 4 } */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx2\[a-z\]*\\)" "blocks" { target *-*-* } 4 } */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx2\[a-z\]*\\), 3 strided groups" "20 of 25 fields" { target *-*-* } 23 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
