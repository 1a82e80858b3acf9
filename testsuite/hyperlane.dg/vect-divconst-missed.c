/* Divisions hyperlane leaves to GCC, and why: by a variable (which may be
   zero, or -1 under the smallest int), and by a constant where the target
   has no vector high-part multiply of that width (64-bit lanes on AVX2).
   Division by constants that lower well: vect-divconst-*.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fopt-info-vec-missed" } */

void
by_variable (int n, int *restrict o, const int *restrict a, int d)
{
  for (int i = 0; i < n; i++)
    {
      o[2 * i] = a[2 * i] / d;	/* { dg-message "hyperlane: loop left to GCC: integer division by a value that is not a constant or may trap" } */
      o[2 * i + 1] = a[2 * i + 1] / d;
    }
}

void
wide_lanes (int n, long long *restrict o, const long long *restrict a)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: the target has no vector high-part multiply for a division by a constant" } */
    {
      o[2 * i] = a[2 * i + 1] / 3;
      o[2 * i + 1] = a[2 * i] / 5;
    }
}
