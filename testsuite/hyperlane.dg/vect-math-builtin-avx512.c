/* Math builtins (sqrtf under -fno-math-errno) in an AoS loop
   are lane-wise operations: hyperlane vectorizes the loop (VF 16) and its
   results equal the scalar loop's for every trip count and misalignment.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fno-math-errno -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-math-builtin.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times " = \\.SQRT \\(" 2 "hyperlane" } } */
