/* Split AoS on a structure array: x alone, y and z together.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform A[i][f] -> PEEL(f, 1)
#include "vec3.h"

/* { dg-final { scan-tree-dump "new piece A: float\\\[203\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece A.hl1: float\\\[203\\\]\\\[2\\\]" "hyperlane-layout" } } */
