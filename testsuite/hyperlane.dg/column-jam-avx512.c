/* Column walks at AVX-512 (x86-64-v4): the runs stay 32 bytes (8
   floats, 4 doubles); the 64-byte plan joins two rows' runs per vector,
   or the 32-byte plan wins on CPUs that split 64-byte operations.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include "column-jam.h"

/* { dg-final { scan-tree-dump-times "unroll and jam by 8 for runs of rows: chosen" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "unroll and jam by 4 for runs of rows: chosen" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF \[0-9\]+ \\(avx512\[a-z\]*\\), 1 strided groups" 4 "hyperlane" } } */
