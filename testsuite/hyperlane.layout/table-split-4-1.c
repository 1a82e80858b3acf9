/* Table 3.2, Split AoS (4:1) of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> PEEL(m, -1)
#pragma array_transform rhs[i][j][k][m] -> PEEL(m, -1)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
