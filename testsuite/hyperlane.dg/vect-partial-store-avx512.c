/* Store groups with gaps (avx512): all four kernels are planned in memory
   order and stored with AVX-512 masked stores, bytes included.  Every
   result equals the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -save-temps" } */

#include "vect-partial-store.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(classic\\)" 1 "hyperlane" } } */
/* { dg-final { scan-assembler "vmovdqu8\[^\\n\]*\{%k" } } */
/* { dg-final { scan-assembler "vmovups\[^\\n\]*\{%k" } } */
