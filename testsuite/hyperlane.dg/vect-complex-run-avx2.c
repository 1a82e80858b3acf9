/* vect-complex-run.h at AVX2 under the default cost model: the copies of
   dcomplex records (GCC's loop vectorizer refuses aggregate copies) and
   of _Complex values through registers are taken, in memory order
   without a permute; whatever the cost model decides for the others,
   every loop stores what the scalar loop stores.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fcx-limited-range -fno-tree-loop-distribute-patterns -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-complex-run.h"

/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: an aggregate copy" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: a statement of complex type" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 4 \\(avx2\\), 2 strided groups, 0 permutes per vector iteration \\(GCC plan: none\\), versioned for aliasing" 1 "hyperlane" } } */
