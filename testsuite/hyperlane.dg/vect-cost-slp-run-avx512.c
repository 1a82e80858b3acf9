/* The loops the cost model takes at AVX-512 since it weighs GCC's SLP
   plan in memory order and GCC's element-by-element access of five-field
   records (vect-cost-slp.c, vect-cost-elementwise.c), taken under the
   default cost model, against the scalar loops: bit-identical for trip
   counts around the vector length.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fno-math-errno -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 200

struct v3 { float x, y, z; };

#define NORMALIZE(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const struct v3 *restrict v, struct v3 *restrict out)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y		\
			   + v[i].z * v[i].z);				\
	out[i].x = v[i].x / len;					\
	out[i].y = v[i].y / len;					\
	out[i].z = v[i].z / len;					\
      }									\
  }

#define CONS2PRIM(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, double gm1, const double (*restrict s)[5],		\
	double (*restrict q)[5])					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	double inv = 1.0 / s[i][0];					\
	double ke = 0.5 * (s[i][1] * s[i][1] + s[i][2] * s[i][2]	\
			   + s[i][3] * s[i][3]) * inv;			\
	q[i][0] = s[i][0];						\
	q[i][1] = s[i][1] * inv;					\
	q[i][2] = s[i][2] * inv;					\
	q[i][3] = s[i][3] * inv;					\
	q[i][4] = gm1 * (s[i][4] - ke);					\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

NORMALIZE (normalize, KERNEL)
NORMALIZE (normalize_ref, SCALAR)
CONS2PRIM (cons2prim, KERNEL)
CONS2PRIM (cons2prim_ref, SCALAR)

static struct v3 v[MAXN + 1], out[MAXN + 1], want[MAXN + 1];
static double s[MAXN + 1][5], q[MAXN + 1][5], qwant[MAXN + 1][5];

int
main (void)
{
  static const int counts[] = { 0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 200 };
  for (int i = 0; i <= MAXN; i++)
    {
      v[i].x = (float) ((i * 37) % 101) * 0.25f - 7.0f;
      v[i].y = 1.0f / (i + 1);
      v[i].z = (float) (i % 9) - 4.5f;
      for (int f = 0; f < 5; f++)
	s[i][f] = (double) ((i * 13 + f * 7) % 29) - 3.5 + 0.125 * f;
    }
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    for (int off = 0; off < 2; off++)
      {
	int n = counts[c] - off < 0 ? 0 : counts[c] - off;
	memset (out, 0, sizeof out);
	memset (want, 0, sizeof want);
	normalize (n, v + off, out + off);
	normalize_ref (n, v + off, want + off);
	if (memcmp (out, want, sizeof out))
	  abort ();
	memset (q, 0, sizeof q);
	memset (qwant, 0, sizeof qwant);
	cons2prim (n, 0.4, s + off, q + off);
	cons2prim_ref (n, 0.4, s + off, qwant + off);
	if (memcmp (q, qwant, sizeof q))
	  abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 16 \\(avx512\\)" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane: VF 8 \\(avx512\\)" 1 "hyperlane" } } */
