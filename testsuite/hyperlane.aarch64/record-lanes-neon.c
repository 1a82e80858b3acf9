/* record-lanes.h's loops under qemu-aarch64 (NEON, two doubles a vector):
   the block formation in record lanes, the last vector of each run of 25
   fields overlapping the one before, gives the scalar loops' results bit
   for bit.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8-a -ffp-contract=off -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-dump=details" } */

#include "../hyperlane.dg/record-lanes-run.h"

/* { dg-final { scan-tree-dump "record-lanes-block.h:4:\[0-9\]+: optimized: loop vectorized by hyperlane: VF 1 \\(neon\\), 6 strided groups" "hyperlane" } } */
/* { dg-final { scan-tree-dump "store x2 g\[0-9\]+\\+23 " "hyperlane" } } */
