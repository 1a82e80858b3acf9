/* AoS -> hybrid SoA (blocks of 8 elements per field, thesis 004's
   block[N]): A becomes float[26][3][8] (203 padded to 208).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */
/* The check loop leaves early (abort), so it keeps the division, with
   a warning.  */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */
/* The cross product reads A[(i + 1) % N], a subscript computed in the
   loop, which keeps its division, with a warning.  */
/* { dg-prune-output "keep a division \\(the subscript is computed in the loop" } */

#pragma array_transform A[i][f] -> STRIP_MINE(i, 8, l) -> INTERCHANGE(f, l)
#include "vec3.h"

/* { dg-final { scan-tree-dump "new piece A: float\\\[26\\\]\\\[3\\\]\\\[8\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "\\\[l\\\] = i % 8" "hyperlane-layout" } } */
