/* AVX2 deinterleave of eight xyz floats: three 128-bit inserts and five
   in-lane vshufps (Melax), no cross-lane vpermps/vpermd.  The budget of
   docs/permutations.md: at most 8 shuffle-class instructions.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-slp-vectorize" } */

struct v3 { float x, y, z; };

void
aos_to_soa (const struct v3 *restrict a, float *restrict x,
	    float *restrict y, float *restrict z, int n)
{
  for (int i = 0; i < n; i++)
    {
      x[i] = a[i].x;
      y[i] = a[i].y;
      z[i] = a[i].z;
    }
}

/* { dg-final { scan-assembler-times {\tvinsertf128\t} 3 } } */
/* { dg-final { scan-assembler-times {\tvshufps\t} 5 } } */
/* { dg-final { scan-assembler-not {\tvperm(ps|d|2f128)\t} } } */
/* { dg-final { scan-assembler-not {\tvblendps\t} } } */
