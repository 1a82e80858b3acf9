/* vect-cost-split-run.h at SSE4.2, default cost model.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-cost-split-run.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16 \\(sse4.2\\), 3 strided" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 4 \\(sse4.2\\), 2 strided" 1 "hyperlane" } } */
