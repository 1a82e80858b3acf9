/* Deferred deinterleave (avx2): every kernel is vectorized by hyperlane,
   the deferred plan weighed against the classic one for the three forward
   loops (the reversed one would read past its first record), MG's sums
   take the deferred plan, and every result equals the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-deferred.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "deferred deinterleave weighs" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } } */
