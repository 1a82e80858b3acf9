/* vect-merge-widen.h at avx512 under the default cost model: whichever plan
   the cost model takes for each loop, or GCC's, every loop stores what
   the scalar loop stores.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target avx512f_runtime } */
/* { dg-require-effective-target x86_64_v4_runtime } */

#include "vect-merge-widen.h"
