/* Widening and narrowing: values of several element sizes in one loop take
   one vector of the narrowest type per vector iteration (VF 32 for bytes)
   and as many vectors of each wider type as it needs, converted by vector
   unpacks and packs; the results equal the scalar loops' for every trip
   count and misalignment.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fno-strict-aliasing -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-widen-narrow.h"

/* All five loops are taken.  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 32 \\(avx2\\), 2 strided groups" "hyperlane" } } */
/* { dg-final { scan-tree-dump " = .vec_unpack_lo_expr. " "hyperlane" } } */
/* { dg-final { scan-tree-dump " = .vec_unpack_hi_expr. " "hyperlane" } } */
/* { dg-final { scan-tree-dump " = VEC_PACK_TRUNC_EXPR <" "hyperlane" } } */
/* { dg-final { scan-tree-dump "= unpack x" "hyperlane" } } */
/* { dg-final { scan-tree-dump "= pack x" "hyperlane" } } */
