/* AVX2 interleave of eight xyz floats: six in-lane vshufps, one vperm2f128
   joining two high halves and one vextractf128 storing the third: 8
   shuffle-class instructions, no cross-lane vpermps/vpermd.  The cost
   model leaves a pure interleave to GCC (its narrower stores lose on the
   machines measured, docs/permutations.md): force it.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-slp-vectorize -fplugin-arg-hyperlane-cost=always" } */

struct v3 { float x, y, z; };

void
soa_to_aos (struct v3 *restrict a, const float *restrict x,
	    const float *restrict y, const float *restrict z, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i].x = x[i];
      a[i].y = y[i];
      a[i].z = z[i];
    }
}

/* { dg-final { scan-assembler-times {\tvshufps\t} 6 } } */
/* { dg-final { scan-assembler-times {\tvperm2f128\t} 1 } } */
/* { dg-final { scan-assembler-times {\tvextractf128\t} 1 } } */
/* { dg-final { scan-assembler-not {\tvperm(ps|d)\t} } } */
