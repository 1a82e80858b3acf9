/* Table 3.2, Pure SoA of u and rhs in the tzetar loop nest: bit-identical results.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform u[i][j][k][m] -> INTERCHANGE(m, k) -> INTERCHANGE(m, j) -> INTERCHANGE(m, i)
#pragma array_transform rhs[i][j][k][m] -> INTERCHANGE(m, k) -> INTERCHANGE(m, j) -> INTERCHANGE(m, i)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "array u: spec" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "array rhs: spec" "hyperlane-layout" } } */
