/* Shared body of the vect-deferred-*.c tests: contiguous stores of values
   computed from loads of one stride (MG rprj3's sums of stride-2 points,
   a stride-3 product, a stride-4 int mix, a reversed stride-2 sum), which
   the memory-order plan computes over the loads' memory and deinterleaves
   once at the store, where that is lighter than deinterleaving every
   load.  Forced through hyperlane and compared with scalar loops on trip
   counts 0.. and moved bases.  */

#include <stdlib.h>
#include <string.h>

#define N 300

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_rprj (int n, double *restrict s, const double *restrict r0,	\
	       const double *restrict r1, const double *restrict x)	\
  {									\
    for (int j = 1; j < n; j++)						\
      {									\
	int i = 2 * j - 1;						\
	s[j] = 0.5 * r0[i + 1] + 0.25 * (r0[i] + r0[i + 2] + r1[i + 1])	\
	       + 0.125 * (x[i] + x[i + 2]);				\
      }									\
  }									\
  ATTR void								\
  NAME##_prod (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = a[3 * i] * a[3 * i + 1] - a[3 * i + 2];			\
  }									\
  ATTR void								\
  NAME##_mix (int n, int *restrict o, const int *restrict a)		\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = (a[4 * i] ^ a[4 * i + 2]) + a[4 * i + 1] * 3 - a[4 * i + 3];\
  }									\
  ATTR void								\
  NAME##_rsum (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      o[i] = a[2 * i] + a[2 * i + 1] * 0.5f;				\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static double r0[2 * N + 4], r1[2 * N + 4], xx[2 * N + 4];
static double sv[N + 2], sr[N + 2];
static float fa[4 * N + 4], fo[N + 2], fr[N + 2];
static int ia[4 * N + 4], io[N + 2], ir[N + 2];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i < 2 * N + 4; i++)
    {
      r0[i] = i * 0.375 - 11;
      r1[i] = (i % 17) * 1.25;
      xx[i] = 3 - i * 0.5;
    }
  for (int i = 0; i < 4 * N + 4; i++)
    {
      fa[i] = (i % 13) * 0.5f - 2;
      ia[i] = (i * 7919) % 1000 - 300;
    }
  for (int i = 0; i < N + 2; i++)
    {
      sv[i] = sr[i] = -i;
      fo[i] = fr[i] = -i;
      io[i] = ir[i] = -i;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_rprj (n, sv + off, r0 + off, r1, xx + off);
	ref_rprj (n, sr + off, r0 + off, r1, xx + off);
	if (memcmp (sv, sr, sizeof sv))
	  abort ();
	vec_prod (n, fo + off, fa + off);
	ref_prod (n, fr + off, fa + off);
	vec_mix (n, io + off, ia + off);
	ref_mix (n, ir + off, ia + off);
	if (memcmp (fo, fr, sizeof fo) || memcmp (io, ir, sizeof io))
	  abort ();
	vec_rsum (n, fo + off, fa + off);
	ref_rsum (n, fr + off, fa + off);
	if (memcmp (fo, fr, sizeof fo))
	  abort ();
      }
  return 0;
}
