/* At AVX2 (8 lanes) GCC 12's SLP vectorizer cannot load a normalization's
   y row (the load permutation {1,1,1} needs three vectors for some
   vector), so GCC interleaves, computing the length once as hyperlane
   does; the loop is taken on its permutes (16 against 30) and the dump
   shows no SLP weighing (vect-cost-slp.c: the same loop at AVX-512).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-math-errno -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include <math.h>

struct v3 { float x, y, z; };

void
normalize (int n, const struct v3 *restrict v, struct v3 *restrict out)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\), 2 strided groups, 16 permutes per vector iteration \\(GCC plan: 30\\)" } */
    {
      float len = sqrtf (v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
      out[i].x = v[i].x / len;
      out[i].y = v[i].y / len;
      out[i].z = v[i].z / len;
    }
}

/* { dg-final { scan-tree-dump-not "GCC's SLP plan in memory order" "hyperlane" } } */
