/* Store groups with gaps on NEON (run under qemu): no masked stores, so
   the memory-order plan stores each run of written lanes piece by piece
   (st1 of a lane or a 64-bit half).  Every result, and every field left
   out, equals the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-partial-store.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(classic\\)" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "\\.MASK_STORE" "hyperlane" } } */
