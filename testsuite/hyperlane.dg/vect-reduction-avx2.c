/* Reductions vectorized by hyperlane with -march=haswell -ffast-math.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffast-math -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "vect-reduction.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump {reduce x8 #0 [a-z_]+_expr} "hyperlane" } } */
