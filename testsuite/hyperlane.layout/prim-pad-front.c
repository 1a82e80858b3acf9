/* PAD at the front (negative) of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> PAD(k, -2) -> PAD(m, 3)
#pragma array_transform rhs[i][j][k][m] -> PAD(k, -2) -> PAD(m, 3)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
