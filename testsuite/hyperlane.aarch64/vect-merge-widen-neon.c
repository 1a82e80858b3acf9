/* Loops that compute in a wider type than they load or store, on NEON
   (run under qemu), the memory-order plan forced: values widened and
   narrowed in place (vect-merge-widen.h).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-merge-widen.h"

/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 4 "hyperlane" } } */
