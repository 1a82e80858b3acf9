/* In-record permuted rows on NEON (run under qemu), the memory-order plan
   forced.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-permuted.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump "stored row of g\[0-9\]+ computed in slice order" "hyperlane" } } */
