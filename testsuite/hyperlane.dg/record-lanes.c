/* Record lanes: the block formation of NPB BT's x_solve is taken with one
   iteration per vector iteration, where the plan of several iterations
   per vector weighs more than GCC's scalar loop; through pointer
   parameters too, behind a runtime alias check.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "record-lanes.h"

/* Through pointers, behind the alias check (dx[m] loaded in the loop, its
   product an invariant value all the same); matched first, as both
   remarks are at one line.  */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx512\[a-z\]*\\), 6 strided groups, 12 permutes per vector iteration \\(GCC plan: none\\), versioned for aliasing" "blocks through pointers" { target *-*-* } 4 } */
/* One blend per vector that holds a diagonal element: 12 (the diagonal
   splits off its extra term; the others' products are computed once).  */
/* { dg-message "loop vectorized by hyperlane: VF 1 \\(avx512\[a-z\]*\\), 6 strided groups, 12 permutes per vector iteration" "blocks" { target *-*-* } 4 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-final { scan-tree-dump-times "lane plan \\(record lanes\\), VF 1" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump "record lanes: weight with stores \[0-9\]+ per iteration \\(the scalar loop's: \[0-9\]+\\), \[0-9\]+ permutes: profitable" "hyperlane" } } */
/* The last vector of a run of 25 fields overlaps the one before.  */
/* { dg-final { scan-tree-dump "store x8 g\[0-9\]+\\+17 " "hyperlane" } } */
