/* GCC 12's SLP vectorizer splits a store group where its first lanes
   match and the next does not (RGBA pixels whose alpha is computed
   apart), and stores the pieces element by element.  The cost model
   counts those stores, so the alpha blend is taken at AVX-512 although
   it widens and narrows (vect-cost-widening.c).  A group whose first
   lane matches no other is not split: GCC interleaves, as modelled
   before.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

void
blend (int n, const unsigned char *restrict src, unsigned char *restrict dst)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 64 \\(avx512\\)" } */
    {
      unsigned a = src[4 * i + 3];
      for (int k = 0; k < 3; k++)
	dst[4 * i + k] = (src[4 * i + k] * a + dst[4 * i + k] * (255 - a)
			  + 127) / 255;
      dst[4 * i + 3] = a + (dst[4 * i + 3] * (255 - a) + 127) / 255;
    }
}

struct p3 { float x, y, z; };

void
scale_xy (int n, const struct p3 *restrict a, struct p3 *restrict o, float s)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" } */
    {
      o[i].x = a[i].x * s;
      o[i].y = a[i].y * s;
      o[i].z = a[i].z + s;
    }
}

void
scale_yz (int n, const struct p3 *restrict a, struct p3 *restrict o, float s)
{
  for (int i = 0; i < n; i++)
    {
      o[i].x = a[i].x + s;
      o[i].y = a[i].y * s;
      o[i].z = a[i].z * s;
    }
}

/* { dg-final { scan-tree-dump-times "GCC's SLP splits 1 store groups and stores them element by element" 2 "hyperlane" } } */
