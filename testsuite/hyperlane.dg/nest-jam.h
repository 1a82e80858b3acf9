/* Nests whose inner loop carries a dependence and whose enclosing loop
   is parallel: hyperlane unrolls and jams the enclosing loop.  Each
   kernel is run against the scalar nest (vectorizer off, so neither
   hyperlane nor GCC transforms it) for outer trip counts that are not
   multiples of the factor and inner trip counts 0, 1, 2 and more; the
   results must be bit-identical.  */

#include <string.h>

#define N 40
double lhs[N][N][5], rhs[N][N][5], lhs_ref[N][N][5], rhs_ref[N][N][5];
double a[N][N], a_ref[N][N];
double p_mem[N][N], q_mem[N][N], p_ref[N][N];

#define SWEEP(L, R)							\
  for (int j = 1; j <= ny2; j++)					\
    for (int i = 0; i <= nx - 3; i++)					\
      {									\
	double fac1 = 1.0 / L[j][i][2];					\
	L[j][i][3] = fac1 * L[j][i][3];					\
	L[j][i][4] = fac1 * L[j][i][4];					\
	for (int m = 0; m < 3; m++)					\
	  R[j][i][m] = fac1 * R[j][i][m];				\
	L[j][i + 1][2] = L[j][i + 1][2] - L[j][i + 1][1] * L[j][i][3];	\
	L[j][i + 1][3] = L[j][i + 1][3] - L[j][i + 1][1] * L[j][i][4];	\
	for (int m = 0; m < 3; m++)					\
	  R[j][i + 1][m] = R[j][i + 1][m] - L[j][i + 1][1] * R[j][i][m];	\
	L[j][i + 2][1] = L[j][i + 2][1] - L[j][i + 2][0] * L[j][i][3];	\
	L[j][i + 2][2] = L[j][i + 2][2] - L[j][i + 2][0] * L[j][i][4];	\
	for (int m = 0; m < 3; m++)					\
	  R[j][i + 2][m] = R[j][i + 2][m] - L[j][i + 2][0] * R[j][i][m];	\
      }

/* Back substitution, the sweep counting down (x_solve.c:265-278).  */
#define BACK(L, R)							\
  for (int j = 1; j <= ny2; j++)					\
    for (int i = nx - 3; i >= 0; i--)					\
      for (int m = 0; m < 3; m++)					\
	R[j][i][m] = R[j][i][m] - L[j][i][3] * R[j][i + 1][m]		\
		     - L[j][i][4] * R[j][i + 2][m];

/* Rows four apart depend on each other: distance (4, 0).  */
#define FAR(A)								\
  for (int j = 4; j < ny2 + 4; j++)					\
    for (int i = 1; i < nx; i++)					\
      A[j][i] = A[j][i - 1] * 0.5 + A[j - 4][i];

#define RESTRICT(P, Q)							\
  for (int j = 0; j < ny2; j++)						\
    for (int i = 1; i < nx; i++)					\
      P[j][i] = P[j][i - 1] * 0.75 - Q[j][i];

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
