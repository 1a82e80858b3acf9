/* The default plan choice for the cross product: at AVX-512, where a
   two-source permute is one vpermt2ps, the in-record permuted plan (one
   permute per row and vector: 12 per 16 points) is lighter than
   deinterleaving both inputs and interleaving the result (18), and the
   cost model takes it over GCC's plan; at AVX2 a two-source permute of
   floats costs three instructions and the classic plan stays.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

typedef struct { float x, y, z; } v3;

void
cross (int n, const v3 *restrict a, const v3 *restrict b, v3 *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\), 3 strided groups, 12 permutes per vector iteration \\(GCC plan: 18\\)" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

/* { dg-final { scan-tree-dump "in-record permuted plan weighs \[0-9\]+, the classic plan \[0-9\]+" "hyperlane" } } */
/* { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } } */
