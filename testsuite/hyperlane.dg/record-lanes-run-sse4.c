/* record-lanes.h's loops give the scalar loops' results bit for bit
   (sse4.2): the block formation in record lanes (the last vector of each run
   of 25 fields overlapping the one before) and the records of 20 stored
   fields of 25, whatever plan takes them.  */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "record-lanes-run.h"

/* Both loops at one line: the one through pointers matched first.  */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(sse4.2\[a-z\]*\\), 6 strided groups, \[0-9\]+ permutes per vector iteration \\(GCC plan: none\\), versioned for aliasing" "blocks through pointers" { target *-*-* } 4 } */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(sse4.2\[a-z\]*\\)" "blocks" { target *-*-* } 4 } */
/* { dg-message "loop vectorized by hyperlane" "20 of 25 fields" { target *-*-* } 23 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
