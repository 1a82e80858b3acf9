/* vect-merge-widen.h at avx2, every loop planned in memory order
   (plan=memory-order, cost=always): values widened and narrowed in
   place, rows of loads permuted after the widening where that is
   cheaper, and every loop stores what the scalar loop stores.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include "vect-merge-widen.h"
