/* STRIP_MINE of the innermost dimension (13 by 4: padded) of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> STRIP_MINE(k, 4, kk)
#pragma array_transform rhs[i][j][k][m] -> STRIP_MINE(k, 4, kk)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
