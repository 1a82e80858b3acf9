/* In-record permuted rows (sse4), the memory-order plan forced: every
   kernel takes it and equals the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-permuted.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump "stored row of g\[0-9\]+ computed in slice order" "hyperlane" } } */
