/* Element-wise access of byte records wider than a permutation sequence
   covers (65 bytes, remark-reasons-avx2.c's loops), with widening and
   narrowing, every loop taken (cost=always): the scalar loops' results
   bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=details" } */
/* { dg-require-effective-target avx2_runtime } */

#define N 1024
#define ATTR_SCALAR __attribute__ ((optimize ("no-tree-vectorize"), noinline))

struct b65 { unsigned char f[65]; } tc[N], rc[N];
signed char sc[N];
int wide[N], rwide[N];

#define TWO_OF_65(NAME, REC, ATTR)					\
  ATTR void								\
  NAME (int n)								\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	REC[i].f[0] = sc[i];						\
	REC[i].f[64] = sc[i] + 1;					\
      }									\
  }
#define SUM_65(NAME, REC, OUT, ATTR)					\
  ATTR void								\
  NAME (int n)								\
  {									\
    for (int i = 0; i < n; i++)						\
      OUT[i] = REC[i].f[1] * 3 + REC[i].f[64] - REC[i].f[33];		\
  }

TWO_OF_65 (two, tc, )
TWO_OF_65 (two_scalar, rc, ATTR_SCALAR)
SUM_65 (sum, tc, wide, )
SUM_65 (sum_scalar, rc, rwide, ATTR_SCALAR)

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      sc[i] = (signed char) (i * 37);
      for (int k = 0; k < 65; k++)
	tc[i].f[k] = rc[i].f[k] = (unsigned char) (i * 7 + k * 13);
    }
  for (int n = N - 33; n <= N; n += 11)
    {
      two (n);
      two_scalar (n);
      sum (n);
      sum_scalar (n);
      if (__builtin_memcmp (tc, rc, sizeof tc)
	  || __builtin_memcmp (wide, rwide, sizeof wide))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "element by element \\(stride 65: no permutation sequence\\)" "hyperlane" } } */
/* The two loops (and their copies inlined into main).  */
/* { dg-final { scan-tree-dump-times "vect-elementwise-bytes-run.c:3\[46\]:1: optimized: loop vectorized by hyperlane: VF 32 \\(avx2\\), 1 strided groups, \[0-9\]+ permutes per vector iteration \\(GCC plan: none\\)" 4 "hyperlane" } } */
