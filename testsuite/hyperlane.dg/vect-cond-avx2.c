/* Comparisons and selects (avx2): every kernel is vectorized by hyperlane
   and equals the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-cond.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump " = VEC_COND_EXPR <" "hyperlane" } } */
