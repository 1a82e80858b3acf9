/* Integer reductions with -msse4.2; without -fassociative-math the float
   sum is not reordered.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -msse4.2 -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "vect-reduction.h"

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 7 "hyperlane" } } */
