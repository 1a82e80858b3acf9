/* Trip counts around the VF (avx2): the trip count is tested before the
   runtime alias checks, and the scalar loop of a VF-32 byte loop is left
   to GCC's vectorizer (its vector epilogue runs 16 iterations where the
   scalar loop ran them one by one), that of a VF-8 float loop is not;
   all equal the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-short-trips.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 32" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 8" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "the trip count tested before the runtime checks" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "the scalar loop left to GCC's vectorizer \\(VF 32\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "the scalar loop left to GCC's vectorizer \\(VF 8\\)" "hyperlane" } } */
