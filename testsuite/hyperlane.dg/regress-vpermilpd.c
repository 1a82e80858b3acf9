/* GCC 12's x86 back end turns the one-operand V8DF permute {0, 1, 7, 3,
   4, 5, 6, 7} into a vpermilpd that gives lane 2 element 3.  The store of
   field 3 of stride-6 doubles from a contiguous array needs that permute
   (the other lanes are stored with a mask); hyperlane must do it on 64-bit
   integers instead.  From make check's fuzz sample (seed 20261122, case
   7), after partial stores became masked.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdlib.h>

struct s { double f0, f1, f2, f3, f4, f5; };

__attribute__ ((noipa)) void
kernel (long n, struct s *restrict a, const double *b)
{
  for (int i = 0; i < n; i++)
    a[i].f3 = b[i];
}

#define N 40
struct s a[N];
double b[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    b[i] = i + 0.5;
  kernel (N, a, b);
  for (int i = 0; i < N; i++)
    if (a[i].f3 != i + 0.5 || a[i].f0 != 0 || a[i].f4 != 0)
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane" "hyperlane" } } */
/* { dg-final { scan-tree-dump "VEC_PERM_EXPR <\[^\n\]*\{ 0, 1, 7, 3, 4, 5, 6, 7 \}" "hyperlane" } } */
/* { dg-final { scan-tree-dump "VIEW_CONVERT_EXPR<vector\\(8\\) long long int>" "hyperlane" } } */
