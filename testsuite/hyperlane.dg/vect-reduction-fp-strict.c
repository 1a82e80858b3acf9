/* Without -fassociative-math a float sum keeps its order: hyperlane says
   so and leaves the loop to GCC.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fopt-info-vec-missed" } */

struct f3 { float x, y, z; };

float
sum (const struct f3 *a, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: floating-point reduction: reordering it needs -fassociative-math" } */
    s += a[i].x * a[i].y;
  return s;
}
