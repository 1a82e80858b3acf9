/* Reductions vectorized by hyperlane on NEON with -ffast-math, run under qemu.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffast-math -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "../hyperlane.dg/vect-reduction.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 8 "hyperlane" } } */
/* { dg-final { scan-tree-dump {reduce x4 #0 [a-z_]+_expr} "hyperlane" } } */
