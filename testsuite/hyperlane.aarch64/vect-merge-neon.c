/* Partially grouped hyper loops on NEON (run under qemu), the
   memory-order plan forced: rows merged with blends (vect-merge-run.h).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-merge-run.h"

/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
