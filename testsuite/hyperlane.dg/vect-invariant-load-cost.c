/* Reads at a loop-invariant address through a pointer the stores may
   alias (which LIM cannot hoist) are invariants loaded before the vector
   loop behind the runtime alias checks: the pair swap with a struct's
   scale and bias is taken at AVX2 (4 permutes against GCC's 12).  A
   store to a loop-invariant address is still refused and said so.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-optimized-missed" } */

struct affine { int scale, bias; };

void
affine (int n, const int *a, int *o, const struct affine *p)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\), 2 strided groups, 4 permutes per vector iteration \\(GCC plan: 12\\), versioned for aliasing" } */
    {
      o[2 * i] = a[2 * i + 1] * p->scale;
      o[2 * i + 1] = a[2 * i] + p->bias;
    }
}

void
last (int n, const int *a, int *o, int *tail)
{
  for (int i = 0; i < n; i++)
    {
      o[2 * i] = a[2 * i + 1];
      o[2 * i + 1] = a[2 * i];
      *tail = a[2 * i];	/* { dg-message "access to a loop-invariant address" } */
    }
}
