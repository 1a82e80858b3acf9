/* References a loop-invariant distance apart need no runtime alias check
   where their addresses show it: rows k and k + 1, rows on two paths
   (PHIs PRE leaves), and two columns of one row (once refused as one
   group's dependence of unknown distance).  Rows that may be the same
   keep the check.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -fplugin-arg-hyperlane-cost=always -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

#include "alias-invariant-offsets.h"

/* { dg-message "loop vectorized by hyperlane" "rows k and k + 1" { target *-*-* } 23 } */
/* { dg-message "loop vectorized by hyperlane" "rows on two paths" { target *-*-* } 43 } */
/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "rows maybe the same" { target *-*-* } 64 } */
/* { dg-message "hyperlane: 5 data dependences of unknown distance \\(needs a runtime alias check: subscripts of one array differ by values known only at run time\\)" "rows maybe the same: the remark" { target *-*-* } 64 } */
/* { dg-message "hyperlane: 2 data dependences of unknown distance \\(needs a runtime alias check: subscripts of one array differ by values known only at run time\\)" "shifted records: the remark" { target *-*-* } 91 } */
/* { dg-message "loop vectorized by hyperlane" "two columns" { target *-*-* } 73 } */
/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "shifted records" { target *-*-* } 91 } */

/* { dg-final { scan-tree-dump-times "dependences: 0 unknown, 0 carried, 5 of unknown distance whose addresses are a constant apart" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump "dependences: 0 unknown, 0 carried, 3 of unknown distance whose addresses are a constant apart" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "runtime check cannot resolve" "hyperlane" } } */
/* Only the two loops above are versioned.  */
/* { dg-final { scan-tree-dump-times "versioned for aliasing" 2 "hyperlane" } } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed:" } */
