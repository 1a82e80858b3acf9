/* Rectangular tiling (STRIP_MINE twice and INTERCHANGE) of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> STRIP_MINE(j, 2, jj) -> INTERCHANGE(jj, k)
#pragma array_transform rhs[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> STRIP_MINE(j, 2, jj) -> INTERCHANGE(jj, k)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
/* The j subscripts (strip-mined by 2) are the middle loop's counter and
   keep their division; the inner loop is still strip-mined for k.  */
/* { dg-final { scan-tree-dump "strip-mined loop \[0-9\]+ by 4" "hyperlane-layout" } } */
