/* Loops whose groups step both ways on NEON (run under qemu).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-mirror.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 7 "hyperlane" } } */
