/* Division and remainder by constants on NEON (run under qemu).  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-divconst.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
