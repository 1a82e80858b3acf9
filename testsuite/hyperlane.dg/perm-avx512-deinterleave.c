/* AVX-512 deinterleave of sixteen xyz floats: six two-source permutes
   (vpermt2ps or vpermi2ps), no inserts.  GCC's own sequence costs the
   same, so the cost model would leave the loop to GCC: force it.  */
/* { dg-do compile } */
/* The assembly counted is the plan's: GCC's vectorizer keeps off the
   scalar epilogue (epilogue=scalar).  */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fno-tree-slp-vectorize -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-epilogue=scalar" } */

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

/* { dg-final { scan-assembler-times {\tvperm[it]2ps\t} 6 } } */
/* { dg-final { scan-assembler-not {\tvinsertf(128|32x4|64x4)\t} } } */
