/* Column walks on NEON: runs of one 16-byte vector, the enclosing loop
   jammed by 4 (floats) or 2 (doubles); the runs are loaded whole and
   transposed (no ld4, which reads consecutive records), bit-identical to
   the scalar nest under qemu-aarch64.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8-a -ffp-contract=off -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-dump=details" } */

#include "../hyperlane.dg/column-jam.h"

/* { dg-final { scan-tree-dump-times "unroll and jam by 4 for runs of rows: chosen" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "unroll and jam by 2 for runs of rows: chosen" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "column-jam.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 4 \\(neon\\), 1 strided groups, 8 permutes per vector iteration" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "load_lanes" "hyperlane" } } */
