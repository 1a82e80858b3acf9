/* Store groups with gaps (avx2): the particles, line and pairs kernels
   are planned in memory order and stored with vmaskmovps/pd and
   vpmaskmovd; AVX2 has no masked byte store, so RGBX is left to GCC.
   Every result equals the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -save-temps" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "vect-partial-store.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump "store x8 g1\\+0 v4 mask 11100011" "hyperlane" } } */
/* { dg-final { scan-tree-dump "no memory-order plan: the target has no masked store for the element size" "hyperlane" } } */
/* { dg-final { scan-tree-dump " = \\.MASK_STORE|\\.MASK_STORE \\(" "hyperlane" } } */
/* { dg-final { scan-assembler "vmaskmovps" } } */
/* { dg-final { scan-assembler "vmaskmovpd" } } */
/* { dg-final { scan-assembler "vpmaskmovd" } } */
