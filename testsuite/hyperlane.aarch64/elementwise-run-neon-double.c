/* Element-wise access of groups wider than a permutation sequence covers
   (NEON, double), every loop taken (cost=always), gives the scalar loops'
   results bit for bit under qemu-aarch64.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8-a -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=details" } */

#define TYPE double
#include "../hyperlane.dg/vect-elementwise-run.h"

/* { dg-final { scan-tree-dump-times "vect-elementwise.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump "element by element \\(stride 75: no permutation sequence\\)" "hyperlane" } } */
