/* vect-invariant-load.h at avx512, taken whatever the cost (cost=always):
   values read at a loop-invariant address become invariants loaded
   before the vector loop, behind the runtime alias checks, and every
   loop stores what the scalar loop stores.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-invariant-load.h"

/* Both kernels (main's loops have no such reads).  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16 \\(\\S+\\), 2 strided groups, \\d+ permutes per vector iteration \\(GCC plan: \\d+\\), versioned for aliasing" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "access to a loop-invariant address" "hyperlane" } } */
