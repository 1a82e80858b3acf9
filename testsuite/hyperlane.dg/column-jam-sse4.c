/* Column walks at SSE4.2: runs of one 16-byte vector, the enclosing loop
   jammed by 4 (floats) or 2 (doubles).  The doubles' fused loop is GCC's:
   its strided SLP loads each row's two doubles whole, as the plan would,
   and the loop is left to it rather than kept scalar.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -march=x86-64-v2 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "column-jam.h"

/* { dg-final { scan-tree-dump-times "unroll and jam by 4 for runs of rows: chosen" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "unroll and jam by 2 for runs of rows: chosen" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 4 \\(sse4.2\\), 1 strided groups" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: missed: hyperlane: loop left to GCC: cost model: the permutes are not cheaper than GCC's \\(permutes 2, GCC plan: 2\\)" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "the loop jammed for its column walk is left scalar" "hyperlane" } } */
