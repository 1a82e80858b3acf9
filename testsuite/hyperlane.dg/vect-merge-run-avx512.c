/* vect-merge-run.h at AVX-512 under the default cost model: complex saxpy
   is planned in memory order, its subtraction and addition merged (GCC
   12's SLP gives up on it: x is loaded again after the store to y, in
   another interleaving chain), and taken; whatever the cost model
   decides for the others, every loop stores what the scalar loop
   stores.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-merge-run.h"

/* { dg-final { scan-tree-dump-times "partially grouped plan weighs" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16 \\(avx512\\), 4 strided groups, 8 permutes per vector iteration \\(GCC plan: \\d+\\), versioned for aliasing" 1 "hyperlane" } } */
