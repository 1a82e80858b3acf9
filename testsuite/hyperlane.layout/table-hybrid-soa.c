/* Table 3.2, Hybrid SoA of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)
#pragma array_transform rhs[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
