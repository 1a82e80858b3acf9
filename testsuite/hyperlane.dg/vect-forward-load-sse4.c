/* vect-forward-load.h at sse4, taken whatever the cost (cost=always): a
   value stored and loaded again in one iteration is forwarded from the
   store, behind the runtime alias checks, and every loop stores what the
   scalar loop stores.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-forward-load.h"

/* Three loads forwarded in each flat kernel, one in the AoS kernel (x[i].z += v[i].x after the
   stores to x[i].x, which may be v[i].x).  */
/* { dg-final { scan-tree-dump-times "forwarded from the store of the same iteration" 10 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 2 \\(\\S+\\), \\d+ strided groups, \\d+ permutes per vector iteration \\(GCC plan: \\d+\\), versioned for aliasing" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 4 \\(\\S+\\), 5 strided groups, \\d+ permutes per vector iteration \\(GCC plan: \\d+\\), versioned for aliasing" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "value stored and loaded again in one iteration$" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "loop-carried data dependence" "hyperlane" } } */
