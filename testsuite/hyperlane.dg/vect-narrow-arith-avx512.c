/* Narrowed integer arithmetic (avx512): results equal the scalar loops',
   two of the three loops compute in 16 bits, the third (which needs 17
   bits) in int.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-narrow-arith.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "integer operations narrowed to the bits their results need" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump { u16 [a-z_]+_expr} "hyperlane" } } */
