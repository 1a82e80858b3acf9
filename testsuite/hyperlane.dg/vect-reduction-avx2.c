/* Reductions vectorized by hyperlane with -march=haswell -ffast-math.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffast-math -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-reduction.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump {reduce x8 #0 [a-z_]+_expr} "hyperlane" } } */
