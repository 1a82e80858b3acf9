/* Without -fassociative-math a float sum keeps its order: hyperlane plans
   it in order (vect-reduction-in-order-*.c), and its cost model leaves it
   to GCC's own in-order (fold-left) plan where the chain of additions,
   not the permutes, bounds both; with -fassociative-math the sum is
   reordered (vect-reduction-fp-reassoc.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-missed" } */

struct f3 { float x, y, z; };

float
sum (const struct f3 *a, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: a floating-point sum accumulated in order: its lanes, added one after the other, take longer than the permutes the plan saves \\(-fassociative-math lets it be reordered\\)" } */
    s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z;
  return s;
}
