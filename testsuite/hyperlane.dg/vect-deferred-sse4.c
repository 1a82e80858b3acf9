/* Deferred deinterleave (sse4): every kernel is vectorized by hyperlane,
   the deferred plan weighed against the classic one for the three forward
   loops (the reversed one would read past its first record), and equals
   the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-deferred.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "deferred deinterleave weighs" 3 "hyperlane" } } */
