/* A nest hyperlane unrolls and jams has an access strided across its
   enclosing loop, which GCC 12's outer-loop vectorization refuses
   ("grouped access in outer loop").  The enclosing loop and the
   remainder nest GCC's unroller makes are marked dont_vectorize, so GCC's
   vectorizer does not gather the data references of either nest only to
   fail (NPB SP's x_solve.c: 5% of its compile).  The jammed inner loop
   kept its mark already (a read of what the iteration before stored).  */
/* { dg-do compile } */
/* { dg-options "-O3 -mavx2 -mfma -ffp-contract=off -fdump-tree-hyperlane-details -fdump-tree-vect-details" } */

#include "nest-jam-kernels.h"

void
sweep (int ny2, int nx)
{
  SWEEP (lhs, rhs)
}

/* { dg-final { scan-tree-dump-times "unrolled by 2 and its inner loop jammed" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "Considering outer-loop vectorization" "vect" } } */
/* { dg-final { scan-tree-dump-not "Analyzing loop at" "vect" } } */
