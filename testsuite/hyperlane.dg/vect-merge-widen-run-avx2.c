/* vect-merge-widen.h at avx2 under the default cost model: whichever plan
   the cost model takes for each loop, or GCC's, every loop stores what
   the scalar loop stores.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "vect-merge-widen.h"
