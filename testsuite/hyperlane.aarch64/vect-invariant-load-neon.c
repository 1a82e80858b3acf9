/* Values read at a loop-invariant address through pointers the stores
   may alias, on NEON (run under qemu), taken whatever the cost: loaded
   before the vector loop behind the runtime alias checks
   (vect-invariant-load.h).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-invariant-load.h"

/* { dg-final { scan-tree-dump-times "versioned for aliasing" 2 "hyperlane" } } */
