/* Division and remainder by constants (avx2): every kernel is vectorized
   by hyperlane and equals the scalar loop.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "vect-divconst.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
