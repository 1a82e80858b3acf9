/* Store groups with gaps (avx2): every kernel is planned in memory
   order; particles, line and pairs are stored with vmaskmovps/pd and
   vpmaskmovd, RGBX (AVX2 has no masked byte store) piece by piece.
   Every result, and every field left out, equals the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -save-temps" } */

#include "vect-partial-store.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(classic\\)" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump "store x8 g1\\+0 v4 mask 11100011" "hyperlane" } } */
/* { dg-final { scan-tree-dump " = \\.MASK_STORE|\\.MASK_STORE \\(" "hyperlane" } } */
/* { dg-final { scan-assembler "vmaskmovps" } } */
/* { dg-final { scan-assembler "vmaskmovpd" } } */
/* { dg-final { scan-assembler "vpmaskmovd" } } */
