/* Column walks at AVX2: the enclosing loop unrolled and jammed by 8
   (floats) or 4 (doubles), the fused loop vectorized with 8 x 8 and
   4 x 4 transposes of the rows' runs, bit-identical to the scalar nest.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "column-jam.h"

/* { dg-final { scan-tree-dump-times "walks down a column across loop \[0-9\]+: unroll and jam by 8 for runs of rows: chosen" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "walks down a column across loop \[0-9\]+: unroll and jam by 4 for runs of rows: chosen" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "is a run of 8 fields of records of 37 elements: planned as a group of stride 8" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "is a run of 4 fields of records of 37 elements: planned as a group of stride 4" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "optimized: hyperlane: enclosing loop unrolled and jammed by 8: \[^\n\]* walks down a column, and the 8 copies read or write a run of 8 elements of each row, moved as whole vectors" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 8 \\(avx2\\), 1 strided groups, \[0-9\]+ permutes per vector iteration \\(GCC plan: 56\\)" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 4 \\(avx2\\), 1 strided groups, 8 permutes per vector iteration \\(GCC plan: 12\\)" 1 "hyperlane" } } */
