/* vect-merge-run.h at AVX2, every loop planned in memory order
   (plan=memory-order, cost=always): partially grouped hyper loops merge
   their rows with blends and store what the scalar loops store.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-merge-run.h"

/* Complex saxpy, swizzle, mixed and weights (main's loops, which use
   the induction variable as data, have no memory-order plan).  */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
