/* Nests whose inner loop carries a dependence and whose enclosing loop
   is parallel: hyperlane unrolls and jams the enclosing loop.  Each
   kernel is run against the scalar nest (vectorizer off, so neither
   hyperlane nor GCC transforms it) for outer trip counts that are not
   multiples of the factor and inner trip counts 0, 1, 2 and more; the
   results must be bit-identical.  */

#include "nest-jam-kernels.h"

__attribute__ ((noipa)) void
sweep (int ny2, int nx)
{
  SWEEP (lhs, rhs)
}

__attribute__ ((noipa)) void
back (int ny2, int nx)
{
  BACK (lhs, rhs)
}

__attribute__ ((noipa)) void
far (int ny2, int nx)
{
  FAR (a)
}

__attribute__ ((noipa)) void
restricted (double (*restrict p)[N], double (*restrict q)[N], int ny2, int nx)
{
  RESTRICT (p, q)
}

#define REFERENCE __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REFERENCE void
reference (int ny2, int nx)
{
  SWEEP (lhs_ref, rhs_ref)
  BACK (lhs_ref, rhs_ref)
  FAR (a_ref)
  RESTRICT (p_ref, q_mem)
}

static void
fill (int seed)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      {
	for (int m = 0; m < 5; m++)
	  {
	    unsigned h = (unsigned) (seed * 7919 + j * 1031 + i * 97 + m * 13);
	    lhs[j][i][m] = lhs_ref[j][i][m]
	      = (m == 2 ? 4.0 : 0.0) + (h % 1000) / 997.0;
	    rhs[j][i][m] = rhs_ref[j][i][m] = ((h >> 3) % 1000) / 991.0 - 0.5;
	  }
	a[j][i] = a_ref[j][i] = (j * 13 + i * 7 + seed) % 101 / 17.0;
	p_mem[j][i] = p_ref[j][i] = (j * 5 + i * 11 + seed) % 89 / 13.0;
	q_mem[j][i] = (j * 3 + i + seed) % 71 / 7.0;
      }
}

int
main (void)
{
  static const int rows[] = { 0, 1, 2, 3, 4, 5, 6, 7, 9, 33, 34, 35 };
  static const int cols[] = { 0, 1, 2, 3, 4, 5, 7, 36, 37 };
  int seed = 0;
  for (unsigned r = 0; r < sizeof rows / sizeof rows[0]; r++)
    for (unsigned c = 0; c < sizeof cols / sizeof cols[0]; c++)
      {
	int ny2 = rows[r], nx = cols[c];
	fill (seed++);
	sweep (ny2, nx);
	back (ny2, nx);
	far (ny2, nx);
	restricted (p_mem, q_mem, ny2, nx);
	reference (ny2, nx);
	if (memcmp (lhs, lhs_ref, sizeof lhs) || memcmp (rhs, rhs_ref, sizeof rhs)
	    || memcmp (a, a_ref, sizeof a) || memcmp (p_mem, p_ref, sizeof p_mem))
	  __builtin_abort ();
      }
  return 0;
}
