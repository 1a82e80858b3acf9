/* Complex saxpy at AVX2.  With restrict, GCC 12's SLP computes it in
   memory order: the subtraction and the addition side by side in one
   node ("two operators", here vfmaddsub), x and c permuted within
   records -- what hyperlane's partially grouped plan does, so the loop
   is left to GCC.  Without restrict x is loaded again after the store to
   y; GCC puts the second loads in another interleaving chain and its SLP
   gives up ("different interleaving chains in one node"), so hyperlane's
   plan (8 permutes) is taken against GCC's interleaving (24).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-all -fdump-tree-hyperlane-details" } */

void
csaxpy_restrict (int n, float *restrict y, const float *restrict x,
		 const float *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order \\(permutes 8, GCC plan: 6\\)" } */
    {
      y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

void
csaxpy (int n, float *y, const float *x, const float *c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\), 4 strided groups, 8 permutes per vector iteration \\(GCC plan: 24\\), versioned for aliasing" } */
    {
      y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

/* { dg-final { scan-tree-dump-times "partially grouped plan weighs 28, the classic plan" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 2 "hyperlane" } } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "missed" } */
/* { dg-prune-output "note:" } */
