/* Hybrid SoA (Table 3.2) of u and rhs in the tzetar nest: the layout pass
   strip-mines the i loop by the same tile as the arrays (thesis §3.3), so
   no division or modulo is left in the subscripts, and full tiles run a
   copy of the loop with a trip count of 4 that GCC's vectorizer takes
   with whole 32-byte vectors.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fdump-tree-hyperlane-layout-details -fdump-tree-vect-details -fopt-info-vec" } */

#define I 64
#pragma array_transform u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)
#pragma array_transform rhs[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)
#include "tzetar.h"

/* { dg-message "loop strip-mined by 4 to match a strip-mined array" "" { target *-*-* } 0 } */
/* { dg-message "layout of 'u' changed" "" { target *-*-* } 0 } */
/* { dg-message "layout of 'rhs' changed" "" { target *-*-* } 0 } */
/* { dg-message "vectorized" "" { target *-*-* } 0 } */
/* { dg-final { scan-tree-dump "strip-mined loop \[0-9\]+ by 4 .*full tiles in loop" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-not " (/|%) 4;" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-not " (/|%) 4;" "vect" } } */
/* { dg-final { scan-tree-dump "tzetar.h:54:\[0-9\]+: optimized: loop vectorized using 32 byte vectors" "vect" } } */
