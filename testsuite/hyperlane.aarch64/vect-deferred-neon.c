/* Deferred deinterleave on NEON (run under qemu).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-deferred.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
