/* Without remarks or a hyperlane dump the nest's dependences are computed
   only for nests the jam model would take: the same nests are unrolled and
   jammed as with -fopt-info (nest-jam-avx512.c).  sweep and back jammed by
   2 put a second division 1.0 / L[j][i][2] in sweep's jammed loop and one
   in its remainder, beside the reference's: 4 divisions, 2 without.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fdump-tree-optimized" } */

#include "nest-jam.h"

/* { dg-final { scan-tree-dump-times "1\\.0e\\+0 / " 4 "optimized" } } */
