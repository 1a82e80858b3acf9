/* Store groups with gaps (sse4.2): no masked stores, so no memory-order
   plan, and the classic plan would have to write the fields left out
   back: every kernel is left to GCC, with the reason, and still right.  */
/* { dg-do run } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target sse4_runtime } */

#include "vect-partial-store.h"

/* { dg-final { scan-tree-dump-not "loop vectorized by hyperlane" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop left to GCC: store group does not write every field \\(no memory-order plan: the target has no masked store for the element size\\)" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop \\d+: no memory-order plan: the target has no masked store for the element size" 4 "hyperlane" } } */
