/* The back substitution of cost-memory-ports-znver-avx512.c without
   GCC's unroll-and-jam, as gfortran compiles NPB SP's y_solve.f:289: on
   a Zen 4 its 512-bit plan keeps 44 vectors live and reloads them (144
   half cycles on the memory ports per 8 iterations), the 256-bit plan 45
   per 4, a quarter lighter per element: the 256-bit plan is taken
   (measured: 0.8x of GCC's scalar loop at 512 bits, 1.1x at 256).  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -mavx512vbmi -fno-loop-unroll-and-jam -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "backsub-rows.h"

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 4 .avx512vl., 7 strided groups" "hyperlane" } } */
/* { dg-final { scan-tree-dump "32-byte plan: memory ports \[0-9\]+ half cycles per 4 iterations against the 64-byte plan's \[0-9\]+ per 8, whose vectors are loaded again at each use" "hyperlane" } } */
