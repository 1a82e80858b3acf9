/* vect-cost-split-run.h at AVX-512, default cost model.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-cost-split-run.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 64 \\(avx512\\), 3 strided" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16 \\(avx512\\), 2 strided" 1 "hyperlane" } } */
