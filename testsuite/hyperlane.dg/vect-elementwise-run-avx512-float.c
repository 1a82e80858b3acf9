/* Element-wise access of groups wider than a permutation sequence covers
   (-march=skylake-avx512, float), every loop taken (cost=always), gives the scalar
   loops' results bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=skylake-avx512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=details" } */
/* { dg-require-effective-target avx512f_runtime } */

#define TYPE float
#include "vect-elementwise-run.h"

/* Both loops, each with an element-wise group.  */
/* { dg-final { scan-tree-dump-times "vect-elementwise.h:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by hyperlane" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump "element by element \\(stride 75: no permutation sequence\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "element by element \\(stride 320: no permutation sequence\\)" "hyperlane" } } */
