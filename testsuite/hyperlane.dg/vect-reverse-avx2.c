/* Loops with negative steps (avx2): five kernels run reversed by
   hyperlane, two are left to GCC with the reason; all equal the scalar
   loops.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-reverse.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop left to GCC: a loop with a negative step would read past its first record" "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop left to GCC: groups step in opposite directions" "hyperlane" } } */
