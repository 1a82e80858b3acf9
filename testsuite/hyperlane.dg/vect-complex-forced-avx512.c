/* vect-complex-run.h at AVX-512 with every loop taken (cost=always): each of
   hyperlane's plans for complex data -- record copies, _Complex
   arithmetic after GCC's complex lowering, FT's butterfly -- stores what
   the scalar loop stores, bit for bit.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fcx-limited-range -fno-tree-loop-distribute-patterns -DHYPERLANE_TAKES_EVERY_LOOP -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-complex-run.h"

/* The eleven loops of the header and main's initialization, whose
   parts of cx[i] are forwarded from their stores (AVX-512 converts them
   to float, AVX2 has no vector form of that conversion here).  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 12 "hyperlane" } } */
