/* Widening and narrowing on NEON (run under qemu): bytes at VF 16, wider
   values in several vectors, groups of a wider type loaded and stored part
   by part with ld2/ld3/st2/st3; results equal the scalar loops'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fno-strict-aliasing -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-widen-narrow.h"

/* Four of the five loops: wide_sum multiplies 64-bit integers, which NEON
   has no vector instruction for (a target check leaves it to GCC).  */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop left to GCC: the target has no vector form of an operation \\(mult_expr on vector\\(2\\) long( long)? int\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 16 \\(neon\\), 2 strided groups" "hyperlane" } } */
/* { dg-final { scan-tree-dump " = .vec_unpack_lo_expr. " "hyperlane" } } */
/* { dg-final { scan-tree-dump " = VEC_PACK_TRUNC_EXPR <" "hyperlane" } } */
/* { dg-final { scan-tree-dump "= load_lanes x" "hyperlane" } } */
