/* Loops whose groups step both ways (avx2): seven kernels run by
   hyperlane with their downward groups mirrored, one is left to GCC with
   the reason; all equal the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-mirror.h"

/* { dg-final { scan-tree-dump-times "optimized: loop vectorized by hyperlane: \[^\n\]*, groups stepping against the loop mirrored" 7 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "mirrored \\(steps against the loop: lanes reversed\\)" 7 "hyperlane" } } */
/* { dg-final { scan-tree-dump "loop left to GCC: groups step in opposite directions, one with a gap in its records" "hyperlane" } } */
