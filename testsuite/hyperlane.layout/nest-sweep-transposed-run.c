/* SP x_solve's forward elimination, a Thomas sweep along i whose rows j
   are independent: hyperlane refuses the inner loop (the dependence
   along i) and finds the enclosing loop parallel, and with a layout that
   makes j the last dimension GCC vectorizes the enclosing loop itself
   (outer-loop vectorization, lanes j .. j + 3).  Bit-identical to the
   scalar nest on the original layout for inner trip counts 0, 1, 2 and
   more and outer trip counts that are not multiples of 4.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -mavx2 -ffp-contract=off -fopt-info-vec-optimized-missed" } */

#include <string.h>

#define N 37
static double lhs[N][N][5], rhs[N][N][5];
static double lhs_ref[N][N][5], rhs_ref[N][N][5];

#pragma array_transform lhs[j][i][m] -> INTERCHANGE(j, i) -> INTERCHANGE(j, m)
#pragma array_transform rhs[j][i][m] -> INTERCHANGE(j, i) -> INTERCHANGE(j, m)

#include "../hyperlane.dg/thomas-sweep.h"

__attribute__ ((noipa)) void
sweep (int ny2, int nx)
{
  SWEEP (lhs, rhs)	/* { dg-message "optimized: loop vectorized using 32 byte vectors" } */
  /* { dg-message "hyperlane: enclosing loop is parallel at VF 4 and every access is contiguous across it: left to GCC's outer-loop vectorization" "" { target *-*-* } .-1 } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
sweep_ref (int ny2, int nx)
{
  SWEEP (lhs_ref, rhs_ref)
}

static void
fill (int seed)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
	{
	  unsigned h = (unsigned) (seed * 7919 + j * 1031 + i * 97 + m * 13);
	  double l = (m == 2 ? 4.0 : 0.0) + (h % 1000) / 997.0;
	  double r = ((h >> 3) % 1000) / 991.0 - 0.5;
	  lhs[j][i][m] = lhs_ref[j][i][m] = l;
	  rhs[j][i][m] = rhs_ref[j][i][m] = r;
	}
}

/* The bits of X (the arrays' addresses must not be taken).  */
static unsigned long long
bits (double x)
{
  unsigned long long b;
  memcpy (&b, &x, sizeof b);
  return b;
}

static int
same (void)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
	if (bits (lhs[j][i][m]) != bits (lhs_ref[j][i][m])
	    || bits (rhs[j][i][m]) != bits (rhs_ref[j][i][m]))
	  return 0;
  return 1;
}

int
main (void)
{
  static const int rows[] = { 0, 1, 2, 3, 4, 5, 7, 8, 34, 35 };
  static const int cols[] = { 0, 2, 3, 4, 5, 6, 36, 37 };
  int seed = 0;
  for (unsigned r = 0; r < sizeof rows / sizeof rows[0]; r++)
    for (unsigned c = 0; c < sizeof cols / sizeof cols[0]; c++)
      {
	fill (seed++);
	sweep (rows[r], cols[c]);
	sweep_ref (rows[r], cols[c]);
	if (!same ())
	  __builtin_abort ();
      }
  return 0;
}
