/* SP x_solve's forward elimination (NPB3.3-SER-C x_solve.c:136-158), a
   Thomas sweep along i whose rows j are independent, for one k plane of
   class W (36 points), and the ways to run it across the rows
   (docs/performance.md, "Loop nests whose inner loop carries the
   dependence"):

     sweep      the nest as NPB writes it (what GCC and hyperlane see)
     elements   by hand, lanes j .. j + 3 built element by element
     gathers    by hand, the same with AVX2 gathers for the loads
     jam4       by hand, unroll-and-jam by 4 (four rows side by side)
     transposed the nest over arrays with j last ([i][m][j]): GCC 12
		vectorizes the enclosing loop itself
     limit      the same arrays with the loops interchanged, j innermost

   Usage: sp_sweep VARIANT REPS (or "all"); prints the CPU seconds of the
   sweeps alone (the time to restore the arrays subtracted) and a checksum
   of the result in the original layout, which every variant must match.
   Build: gcc-12 -O3 -march=haswell -ffp-contract=off [-fplugin=...]
	  examples/nest/sp_sweep.c -o sp_sweep
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N 36
typedef double v4d __attribute__ ((vector_size (32)));
double lhs[N + 1][N + 1][5], rhs[N + 1][N + 1][5];
double lhsT[N + 1][5][N + 1], rhsT[N + 1][5][N + 1];
static double l0[N + 1][N + 1][5], r0[N + 1][N + 1][5];

#define BODY(L, R, j)							\
  {									\
    int i1 = i + 1, i2 = i + 2;						\
    double fac1 = 1.0 / L (j, i, 2);					\
    L (j, i, 3) = fac1 * L (j, i, 3);					\
    L (j, i, 4) = fac1 * L (j, i, 4);					\
    for (int m = 0; m < 3; m++)						\
      R (j, i, m) = fac1 * R (j, i, m);					\
    L (j, i1, 2) = L (j, i1, 2) - L (j, i1, 1) * L (j, i, 3);		\
    L (j, i1, 3) = L (j, i1, 3) - L (j, i1, 1) * L (j, i, 4);		\
    for (int m = 0; m < 3; m++)						\
      R (j, i1, m) = R (j, i1, m) - L (j, i1, 1) * R (j, i, m);		\
    L (j, i2, 1) = L (j, i2, 1) - L (j, i2, 0) * L (j, i, 3);		\
    L (j, i2, 2) = L (j, i2, 2) - L (j, i2, 0) * L (j, i, 4);		\
    for (int m = 0; m < 3; m++)						\
      R (j, i2, m) = R (j, i2, m) - L (j, i2, 0) * R (j, i, m);		\
  }
#define LA(j, i, c) lhs[j][i][c]
#define RA(j, i, c) rhs[j][i][c]
#define LT(j, i, c) lhsT[i][c][j]
#define RT(j, i, c) rhsT[i][c][j]

__attribute__ ((noipa)) void
sweep (int ny2, int nx)
{
  for (int j = 1; j <= ny2; j++)
    for (int i = 0; i <= nx - 3; i++)
      BODY (LA, RA, j)
}

__attribute__ ((noipa)) void
transposed (int ny2, int nx)
{
  for (int j = 1; j <= ny2; j++)
    for (int i = 0; i <= nx - 3; i++)
      BODY (LT, RT, j)
}

__attribute__ ((noipa)) void
limit (int ny2, int nx)
{
  for (int i = 0; i <= nx - 3; i++)
    for (int j = 1; j <= ny2; j++)
      BODY (LT, RT, j)
}

__attribute__ ((noipa)) void
jam4 (int ny2, int nx)
{
  int j = 1;
  for (; j + 3 <= ny2; j += 4)
    for (int i = 0; i <= nx - 3; i++)
      {
	BODY (LA, RA, j) BODY (LA, RA, j + 1)
	BODY (LA, RA, j + 2) BODY (LA, RA, j + 3)
      }
  for (; j <= ny2; j++)
    for (int i = 0; i <= nx - 3; i++)
      BODY (LA, RA, j)
}

/* Lanes j .. j + 3 of A[.][i][c], and the store of V there.  */
#define ELEMENTS(A, j, i, c)						\
  ((v4d) { A[j][i][c], A[j + 1][i][c], A[j + 2][i][c], A[j + 3][i][c] })
#define GATHER(A, j, i, c) ((v4d) _mm256_i32gather_pd (&A[j][i][c], idx, 8))
#define ST(A, j, i, c, v)						\
  (A[j][i][c] = v[0], A[j + 1][i][c] = v[1], A[j + 2][i][c] = v[2],	\
   A[j + 3][i][c] = v[3])

/* The sweep with lanes across the rows, loads made by LOAD.  */
#define ACROSS(LOAD)							\
  int j = 1;								\
  for (; j + 3 <= ny2; j += 4)						\
    for (int i = 0; i <= nx - 3; i++)					\
      {									\
	int i1 = i + 1, i2 = i + 2;					\
	v4d fac1 = 1.0 / LOAD (lhs, j, i, 2);				\
	v4d l3 = fac1 * LOAD (lhs, j, i, 3), l4 = fac1 * LOAD (lhs, j, i, 4); \
	ST (lhs, j, i, 3, l3);						\
	ST (lhs, j, i, 4, l4);						\
	v4d r[3], t;							\
	for (int m = 0; m < 3; m++)					\
	  {								\
	    r[m] = fac1 * LOAD (rhs, j, i, m);				\
	    ST (rhs, j, i, m, r[m]);					\
	  }								\
	v4d a1 = LOAD (lhs, j, i1, 1);					\
	t = LOAD (lhs, j, i1, 2) - a1 * l3;				\
	ST (lhs, j, i1, 2, t);						\
	t = LOAD (lhs, j, i1, 3) - a1 * l4;				\
	ST (lhs, j, i1, 3, t);						\
	for (int m = 0; m < 3; m++)					\
	  {								\
	    t = LOAD (rhs, j, i1, m) - a1 * r[m];			\
	    ST (rhs, j, i1, m, t);					\
	  }								\
	v4d a0 = LOAD (lhs, j, i2, 0);					\
	t = LOAD (lhs, j, i2, 1) - a0 * l3;				\
	ST (lhs, j, i2, 1, t);						\
	t = LOAD (lhs, j, i2, 2) - a0 * l4;				\
	ST (lhs, j, i2, 2, t);						\
	for (int m = 0; m < 3; m++)					\
	  {								\
	    t = LOAD (rhs, j, i2, m) - a0 * r[m];			\
	    ST (rhs, j, i2, m, t);					\
	  }								\
      }									\
  for (; j <= ny2; j++)							\
    for (int i = 0; i <= nx - 3; i++)					\
      BODY (LA, RA, j)

__attribute__ ((noipa)) void
elements (int ny2, int nx)
{
  ACROSS (ELEMENTS)
}

__attribute__ ((noipa, target ("avx2"))) void
gathers (int ny2, int nx)
{
  const __m128i idx = _mm_setr_epi32 (0, (N + 1) * 5, 2 * (N + 1) * 5,
				      3 * (N + 1) * 5);
  ACROSS (GATHER)
}

static const struct
{
  const char *name;
  void (*run) (int, int);
  int transposed;
} variants[] = {
  { "sweep", sweep, 0 }, { "elements", elements, 0 },
  { "gathers", gathers, 0 }, { "jam4", jam4, 0 },
  { "transposed", transposed, 1 }, { "limit", limit, 1 },
};

static void
restore (int transposed_layout)
{
  if (!transposed_layout)
    {
      memcpy (lhs, l0, sizeof lhs);
      memcpy (rhs, r0, sizeof rhs);
      return;
    }
  for (int j = 0; j <= N; j++)
    for (int i = 0; i <= N; i++)
      for (int c = 0; c < 5; c++)
	{
	  lhsT[i][c][j] = l0[j][i][c];
	  rhsT[i][c][j] = r0[j][i][c];
	}
}

static double
cpu (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

/* Min over 5 rounds of REPS restores, each followed by V's sweep when
   SWEEP_TOO.  */
static double
best_time (int v, int reps, int sweep_too)
{
  double best = 1e30;
  for (int round = 0; round < 5; round++)
    {
      double t0 = cpu ();
      for (int r = 0; r < reps; r++)
	{
	  restore (variants[v].transposed);
	  if (sweep_too)
	    variants[v].run (N - 2, N);
	}
      double t = cpu () - t0;
      best = t < best ? t : best;
    }
  return best;
}

static unsigned long
checksum (int transposed_layout)
{
  unsigned long sum = 0;
  for (int j = 0; j <= N; j++)
    for (int i = 0; i <= N; i++)
      for (int c = 0; c < 5; c++)
	{
	  double a = transposed_layout ? lhsT[i][c][j] : lhs[j][i][c];
	  double b = transposed_layout ? rhsT[i][c][j] : rhs[j][i][c];
	  unsigned long x, y;
	  memcpy (&x, &a, 8);
	  memcpy (&y, &b, 8);
	  sum = sum * 31 + x * 7 + y;
	}
  return sum;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: %s VARIANT|all REPS\n", argv[0]);
      return 2;
    }
  int reps = atoi (argv[2]);
  srand (1);
  for (int j = 0; j <= N; j++)
    for (int i = 0; i <= N; i++)
      for (int c = 0; c < 5; c++)
	{
	  l0[j][i][c] = (c == 2 ? 4.0 : 0.0) + rand () / (double) RAND_MAX;
	  r0[j][i][c] = rand () / (double) RAND_MAX;
	}
  int nvariants = sizeof variants / sizeof variants[0];
  for (int v = 0; v < nvariants; v++)
    {
      if (strcmp (argv[1], "all") && strcmp (argv[1], variants[v].name))
	continue;
      if (!strcmp (variants[v].name, "gathers")
	  && !__builtin_cpu_supports ("avx2"))
	continue;
      double t = best_time (v, reps, 1) - best_time (v, reps, 0);
      printf ("%-10s %.4f %016lx\n", variants[v].name, t,
	      checksum (variants[v].transposed));
    }
  return 0;
}
