/* Store groups with gaps (sse4.2): no masked stores, so the memory-order
   plan stores each run of written lanes piece by piece (movlps, extractps,
   movss, integer pieces of bytes).  Every result, and every field left
   out, equals the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -save-temps" } */

#include "vect-partial-store.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(classic\\)" 1 "hyperlane" } } */
/* Particles, fields 0-2 of the first vector: lanes 0-1, then lane 2.  */
/* { dg-final { scan-tree-dump "extract x2 @0 v4\n  v\\d+ = store x2 g1\\+0 v\\d+\n  v\\d+ = extract x1 @2 v4\n  v\\d+ = store x1 g1\\+2" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "\\.MASK_STORE" "hyperlane" } } */
/* { dg-final { scan-assembler "extractps" } } */
