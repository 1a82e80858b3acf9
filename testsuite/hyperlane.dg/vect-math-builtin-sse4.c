/* Math builtins (sqrtf under -fno-math-errno) in an AoS loop
   are lane-wise operations: hyperlane vectorizes the loop (VF 4) and its
   results equal the scalar loop's for every trip count and misalignment.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fno-math-errno -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-math-builtin.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times " = \\.SQRT \\(" 2 "hyperlane" } } */
