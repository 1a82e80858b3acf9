/* vect-merge-widen.h at sse4 under the default cost model: whichever plan
   the cost model takes for each loop, or GCC's, every loop stores what
   the scalar loop stores.  */
/* { dg-do run } */
/* { dg-options "-O3 -msse4.2 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target sse4_runtime } */

#include "vect-merge-widen.h"
