/* Unroll-and-jam of parallel enclosing loops at AVX2: two copies (16
   registers).  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -mavx2 -mfma -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "nest-jam.h"

/* The sweep, the far rows' remainder nest (GCC's own unroll-and-jam
   took the far rows first, by 2: distance (2, 0) then, not parallel) and
   the restrict pointers; the back substitution is interchanged by GCC
   and vectorized by hyperlane.  */
/* { dg-final { scan-tree-dump-times "unroll and jam: chosen" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "unrolled by 2 and its inner loop jammed" 3 "hyperlane" } } */
