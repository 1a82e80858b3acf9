/* GCC's SLP plan in memory order at SSE4.2, where its load permutes are
   windows of two vectors: GCC's back end does them with a palignr and a
   one-operand shuffle (expand_vec_perm_palignr; 9 shufps and 3 palignr
   for a rotation's rows), and the cost model counts them so.  A
   rotation by constants is then left to GCC (it ran 0.93x-0.95x taken);
   a normalization, whose length GCC computes per field, is taken.  */
/* { dg-do compile } */
/* { dg-options "-O3 -msse4.2 -fno-math-errno -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

#include <math.h>

struct v3 { float x, y, z; };

void
rotate (int n, const float *restrict m, const struct v3 *restrict v,
	struct v3 *restrict out)
{
  float m0 = m[0], m1 = m[1], m2 = m[2], m3 = m[3], m4 = m[4], m5 = m[5];
  float m6 = m[6], m7 = m[7], m8 = m[8];
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order \\(permutes 11, GCC plan: 13\\)" } */
    {
      float x = v[i].x, y = v[i].y, z = v[i].z;
      out[i].x = m0 * x + m1 * y + m2 * z;
      out[i].y = m3 * x + m4 * y + m5 * z;
      out[i].z = m6 * x + m7 * y + m8 * z;
    }
}

void
normalize (int n, const struct v3 *restrict v, struct v3 *restrict out)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" } */
    {
      float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
      out[i].x = v[i].x / len;
      out[i].y = v[i].y / len;
      out[i].z = v[i].z / len;
    }
}
