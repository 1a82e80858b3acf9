/* Trip counts around the VF (avx512): the trip count is tested before the
   runtime alias checks, and the scalar loops of VF-64 byte loops and of a
   VF-16 float loop are left to GCC's vectorizer, which runs the
   iterations short of a vector iteration on narrower vectors; all equal
   the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-short-trips.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 64" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "the trip count tested before the runtime checks" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "the scalar loop left to GCC's vectorizer \\(VF 64\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "the scalar loop left to GCC's vectorizer \\(VF 16\\)" 1 "hyperlane" } } */
