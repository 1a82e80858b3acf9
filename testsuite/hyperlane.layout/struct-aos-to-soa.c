/* AoS -> SoA of an array of xyz structures (the field dimension named f):
   A becomes float[3][N]; results are bit-identical.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#pragma array_transform A[i][f] -> INTERCHANGE(i, f)
#include "vec3.h"

/* { dg-final { scan-tree-dump "new piece A: float\\\[3\\\]\\\[203\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "rewrote A\\\[i\\\].y -> A\\\[1\\\]\\\[i\\\]" "hyperlane-layout" } } */
