/* Induction variables used as data (avx512): each vector iteration computes
   their lanes from its number ({s, s + step, ...}); results equal the
   scalar loops'.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-iv-data.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump "= induction x" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "an induction variable is used as data" "hyperlane" } } */
