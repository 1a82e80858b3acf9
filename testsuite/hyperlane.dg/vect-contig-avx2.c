/* A contiguous loop vectorized by hyperlane (VF 8, AVX2) with a runtime
   alias check computes what the scalar loop does for every trip count,
   misalignment and overlap.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-contig.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 8 \\(avx2\\), 0 strided groups, 0 permutes per vector iteration \\(GCC plan: 0\\), versioned for aliasing" "hyperlane" } } */
