/* References into one declared object whose parts cannot meet (two array
   fields of one structure, as a Fortran COMMON block lays out its arrays)
   are independent without GCC's dependence test, pair by pair from their
   subscripts: the details dump counts them.  The loop is vectorized as
   before (the cost model aside: cost=always).  A loop reading and writing one array field of the object, at
   records one apart, still gets the test, and the dependence it finds.
   Run against the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fopt-info-vec -fdump-tree-hyperlane-details -fplugin-arg-hyperlane-cost=always" } */

#define N 301

struct block
{
  double in[N][3];
  double out[N][3];
  double scale;
} g, g_ref;

__attribute__ ((noipa)) void
fields (int n)
{
  for (int i = 0; i < n; i++) /* { dg-message "loop vectorized by hyperlane" } */
    {
      g.out[i][0] = g.in[i][0] * g.in[i][1];
      g.out[i][1] = g.in[i][1] + g.in[i][2];
      g.out[i][2] = g.in[i][2] - g.in[i][0];
    }
}

/* One array of the object, read a record behind where it is written.  */
__attribute__ ((noipa)) void
recurrence (int n)
{
  for (int i = 1; i < n; i++)
    {
      g.in[i][0] = g.in[i - 1][0] * 0.5 + g.out[i][1];
      g.in[i][1] = g.in[i - 1][1] * 0.5 + g.out[i][2];
      g.in[i][2] = g.in[i - 1][2] * 0.5 + g.out[i][0];
    }
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      g_ref.out[i][0] = g_ref.in[i][0] * g_ref.in[i][1];
      g_ref.out[i][1] = g_ref.in[i][1] + g_ref.in[i][2];
      g_ref.out[i][2] = g_ref.in[i][2] - g_ref.in[i][0];
    }
  for (int i = 1; i < n; i++)
    {
      g_ref.in[i][0] = g_ref.in[i - 1][0] * 0.5 + g_ref.out[i][1];
      g_ref.in[i][1] = g_ref.in[i - 1][1] * 0.5 + g_ref.out[i][2];
      g_ref.in[i][2] = g_ref.in[i - 1][2] * 0.5 + g_ref.out[i][0];
    }
}

int
main (void)
{
  for (int n = 0; n <= N; n += (n < 20 ? 1 : 47))
    {
      for (int i = 0; i < N; i++)
	for (int m = 0; m < 3; m++)
	  {
	    g.in[i][m] = g_ref.in[i][m] = (i * 3 + m) % 11 * 0.25 - 1.0;
	    g.out[i][m] = g_ref.out[i][m] = (i + m) % 5 * 0.5;
	  }
      fields (n);
      recurrence (n);
      reference (n);
      if (__builtin_memcmp (&g, &g_ref, sizeof g))
	__builtin_abort ();
    }
  return 0;
}

/* The first loop: the writes of out against the reads of in, and against
   each other, are nine pairs (three writes with three reads of one other
   array); the writes among themselves are one array's.  */
/* { dg-final { scan-tree-dump "dependences: 9 pairs independent as references to disjoint parts of one object" "hyperlane" } } */
/* { dg-final { scan-tree-dump "dependences: 0 unknown, 3 carried" "hyperlane" } } */
