/* With -fassociative-math a float sum is reordered as before: a vector
   accumulator, reduced where the loop ends, not the in-order plan.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fassociative-math -fno-signed-zeros -fno-trapping-math -fplugin-arg-hyperlane-cost=always -fdump-tree-hyperlane-details" } */

struct f3 { float x, y, z; };

float
sum (const struct f3 *a, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z;
  return s;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 8 \\(avx2\\), 1 strided groups, \\d+ permutes per vector iteration \\(GCC plan: \\d+\\)\n" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "accumulated in order" "hyperlane" } } */
