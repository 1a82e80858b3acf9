/* Unroll-and-jam of parallel enclosing loops at AVX-512: two copies, the
   most the jam model makes (32 registers would hold four).  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "nest-jam.h"

/* The sweep and the restrict pointers; the far rows are 4 apart, fewer
   than VF 8, and left.  */
/* { dg-final { scan-tree-dump-times "unroll and jam: chosen" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "unrolled by 2 and its inner loop jammed" 2 "hyperlane" } } */
