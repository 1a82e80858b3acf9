/* Hybrid SoA of u and rhs with the loop strip-mined to match, on trip
   counts that leave partial tiles at both ends of the range (I = 13 from
   0) and only full tiles (I = 16): bit-identical results on every ISA
   the machine runs.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */
/* { dg-additional-options "-march=native" { target x86_64-*-* } } */
/* u and rhs want tiles of 4 and 2: the loops are strip-mined by 4, and
   rhs keeps its division, with a warning.  */
/* { dg-prune-output "keep a division" } */

#define I 13
#pragma array_transform u[i][j][k][m] -> STRIP_MINE(k, 4, kk) -> INTERCHANGE(m, kk)
#pragma array_transform rhs[i][j][k][m] -> STRIP_MINE(k, 2, kk) -> INTERCHANGE(m, kk)
#include "tzetar.h"

/* { dg-final { scan-tree-dump "strip-mined loop \[0-9\]+ by 4" "hyperlane-layout" } } */
