/* A loop under '#pragma omp simd' follows -fsimd-cost-model, unlimited by
   default, as GCC's vectorizer does (loop_cost_model): at -O2 it is taken
   with its epilogue; -fsimd-cost-model=very-cheap refuses it, naming that
   option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=haswell -ffp-contract=off -fopenmp-simd -fopt-info-vec-optimized-missed" } */

struct v3 { float x, y, z; };

void
simd_loop (struct v3 *restrict a, const struct v3 *restrict b, float s, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } .+2 } */
    {
      a[i].x = b[i].x * s + b[i].y;
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}

__attribute__ ((optimize ("simd-cost-model=very-cheap"))) void
simd_loop_very_cheap (struct v3 *restrict a, const struct v3 *restrict b,
		      float s, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: a scalar epilogue would stay beside the vector loop of VF 8 \\(the iteration count is known only at run time\\), which -fsimd-cost-model=very-cheap does not allow: -fsimd-cost-model=cheap or =unlimited \\(its default\\) allows it" "" { target *-*-* } .+2 } */
    {
      a[i].x = b[i].x * s + b[i].y;
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
/* { dg-prune-output "missed:" } */
