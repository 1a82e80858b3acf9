/* Fields of different types in one group (avx512): every kernel is
   vectorized by hyperlane, the other fields reinterpreted through the
   group's type, and equals the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-mixed-fields.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump "VIEW_CONVERT_EXPR<vector\\(\\d+\\) int>" "hyperlane" } } */
