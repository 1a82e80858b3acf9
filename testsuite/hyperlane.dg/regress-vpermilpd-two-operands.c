/* The vpermilpd bug of regress-vpermilpd.c with two operands: the permute
   {0, 1, 5, 3, 4, 5, 6, 7} of two different vectors takes all its lanes
   from the first, so the back end sees a permute of one vector and
   emitted the wrong vpermilpd (lane 2 got element 3).  Fields 13 and 14 of
   25-double records from loads at the records before and after; the
   memory-order plan needs that permute.  From scripts/fuzz.py's wide
   records (seed 902, case 73).  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -ffp-contract=off -march=x86-64-v4 -mprefer-vector-width=512 -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=memory-order -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdlib.h>
#include <string.h>

#define BODY(A3, A5)							\
  for (long i = 1; i <= n - 1; i++)					\
    {									\
      A5[25 * i] = A3[25 * (i + 1) + 8];				\
      A5[25 * i + 13] = A3[25 * (i - 1) + 7] * A3[25 * (i - 1) + 15] * 0x1p-4; \
      A5[25 * i + 14] = A3[25 * (i - 1) + 21] * A3[25 * i + 1] * 0x1p-4; \
    }

__attribute__ ((noipa)) void
kernel (long n, const double *restrict a3, double *restrict a5)
{
  BODY (a3, a5)
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (long n, const double *restrict a3, double *restrict a5)
{
  BODY (a3, a5)
}

#define N 40
double in[25 * (N + 2)], out[25 * (N + 2)], expect[25 * (N + 2)];

int
main (void)
{
  for (int i = 0; i < 25 * (N + 2); i++)
    in[i] = i % 97 + 0.5;
  for (long n = 0; n <= N; n++)
    {
      memset (out, 0, sizeof out);
      memset (expect, 0, sizeof expect);
      kernel (n, in, out);
      reference (n, in, expect);
      if (memcmp (out, expect, sizeof out))
	abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 8" "hyperlane" } } */
/* { dg-final { scan-tree-dump "perm x8 v\[0-9\]+ v\[0-9\]+ .0,1,5,3,4,5,6,7." "hyperlane" } } */
/* { dg-final { scan-tree-dump "VEC_PERM_EXPR <\[^\n\]*\{ 0, 1, 5, 3, 4, 5, 6, 7 \}>;\n\[^\n\]*VIEW_CONVERT_EXPR<vector\\(8\\) double>" "hyperlane" } } */
