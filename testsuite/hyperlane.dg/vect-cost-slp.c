/* The cost model where GCC's SLP vectorizer would compute in memory order
   with load permutations: GCC's plan is then the memory-order planner's,
   and both are weighed whole, computation included.  At AVX-512 GCC 12
   computes a normalization's length once per field (three square roots
   and the sums behind them per 16 points): hyperlane's field-order plan
   computes it once, and is taken although its permutes are not fewer.
   Where hyperlane's best plan is GCC's own or weighs no less (products
   of complex numbers' parts, summed across the re/im swap), the loop is
   left to GCC.  The cross product's rotations
   need three vectors per permute, which GCC's SLP cannot load: it
   interleaves instead, and the permute count decides (hyperlane's
   in-record permuted plan, 12 against 18: taken;
   vect-permuted-choice.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fno-math-errno -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

#include <math.h>

struct v3 { float x, y, z; };

void
normalize (int n, const struct v3 *restrict v, struct v3 *restrict out)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" } */
    {
      float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
      out[i].x = v[i].x / len;
      out[i].y = v[i].y / len;
      out[i].z = v[i].z / len;
    }
}

void
cmuladd (int n, float *restrict y, const float *restrict x,
	 const float *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    {
      y[2 * i] = x[2 * i] * c[2 * i] + x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] = x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

void
cmagnitudes (int n, float *restrict y, const float *restrict x,
	     const float *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    {
      y[2 * i] = (fabsf (y[2 * i]) + fabsf (x[2 * i] * c[2 * i])
		  + fabsf (x[2 * i + 1] * c[2 * i + 1]));
      y[2 * i + 1] = (fabsf (y[2 * i + 1]) + fabsf (x[2 * i] * c[2 * i + 1])
		      + fabsf (x[2 * i + 1] * c[2 * i]));
    }
}

void
cross (int n, const struct v3 *restrict a, const struct v3 *restrict b,
       struct v3 *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\), 3 strided groups, 12 permutes per vector iteration \\(GCC plan: 18\\)" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

/* { dg-final { scan-tree-dump-times "GCC's SLP plan in memory order: \[0-9\]+\\): profitable" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "GCC's SLP plan in memory order: \[0-9\]+\\): the plan does not weigh less" 2 "hyperlane" } } */
