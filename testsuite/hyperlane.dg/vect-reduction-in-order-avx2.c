/* vect-reduction-in-order.h at avx2, taken whatever the cost (cost=always):
   floating-point sums without -fassociative-math accumulated in order,
   bit for bit the scalar loops' sums.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-reduction-in-order.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 6 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "reduction #0 accumulated in order" 6 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "reordering it needs" "hyperlane" } } */
