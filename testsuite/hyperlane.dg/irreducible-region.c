/* Loops inside irreducible regions: an enclosing loop entered by a jump
   into its body makes a region GCC marks irreducible, and the blocks a
   transformation adds there must be marked too (verify_loop_structure).
   A strided loop, a contiguous one, and a nest whose inner loop carries
   a dependence (unroll-and-jam), each in such a region; run against the
   scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "enclosing loop unrolled and jammed by 2" 1 "hyperlane" } } */

#include <stdlib.h>
#include <string.h>

struct p3 { double x, y, z; };
#define N 64
#define M 40

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

#define KERNELS(SUFFIX, ATTR)						\
  ATTR void								\
  strided##SUFFIX (int start, int n, struct p3 *p, double *s, double a)	\
  {									\
    int k = 0;								\
    if (start)								\
      goto inside;							\
    for (k = 0; k < 3; k++)						\
      {									\
	s[k] += 1.0;							\
      inside:								\
	for (int i = 0; i < n; i++)					\
	  {								\
	    p[i].x = p[i].y * a + p[i].z;				\
	    p[i].z = p[i].x - p[i].y;					\
	  }								\
      }									\
  }									\
  ATTR void								\
  nest##SUFFIX (int start, double (*g)[M], double *s, double c)	\
  {									\
    int k = 0;								\
    if (start)								\
      goto inside;							\
    for (k = 0; k < 2; k++)						\
      {									\
	s[k] *= 0.5;							\
      inside:								\
	for (int j = 0; j < N; j++)					\
	  for (int i = 1; i < M; i++)					\
	    g[j][i] = g[j][i - 1] * c + g[j][i];			\
      }									\
  }

KERNELS (, KERNEL)
KERNELS (_ref, SCALAR)

static struct p3 pa[200], pb[200];
static double ga[N][M], gb[N][M];
static double sa[4], sb[4];

/* The driver's own loops are left scalar.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int start = 0; start < 2; start++)
    for (int n = 0; n < 200; n += 7)
      {
	for (int i = 0; i < 200; i++)
	  {
	    pa[i].x = pb[i].x = i * 0.5;
	    pa[i].y = pb[i].y = 1.0 / (i + 1);
	    pa[i].z = pb[i].z = 3.0 - i;
	  }
	for (int j = 0; j < N; j++)
	  for (int i = 0; i < M; i++)
	    ga[j][i] = gb[j][i] = (j * M + i) % 17 * 0.25 - 1.0;
	memset (sa, 0, sizeof sa);
	memset (sb, 0, sizeof sb);
	strided (start, n, pa, sa, 1.5);
	strided_ref (start, n, pb, sb, 1.5);
	nest (start, ga, sa, 0.75);
	nest_ref (start, gb, sb, 0.75);
	if (memcmp (pa, pb, sizeof pa) || memcmp (ga, gb, sizeof ga)
	    || memcmp (sa, sb, sizeof sa))
	  abort ();
      }
  return 0;
}
