/* -flto: a call to a function of another translation unit is inlined in
   lto1, where the plugin given on the link command vectorizes the loop
   (a 5x5 block times a vector per iteration, NPB BT's matvec_sub); the
   result is bit-identical to the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -flto -ffp-contract=off -fopt-info-vec -fplugin-arg-hyperlane-dump=details=lto-call.dump" } */
/* { dg-additional-unit "-O3 -march=haswell -flto -ffp-contract=off" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

void matvec_sub (const double a[5][5], const double *x, double *y);

#ifdef HYPERLANE_UNIT

/* y -= A x, as BT's solve_subs.c computes it.  */
void
matvec_sub (const double a[5][5], const double *x, double *y)
{
  for (int r = 0; r < 5; r++)
    y[r] = y[r] - a[0][r] * x[0] - a[1][r] * x[1] - a[2][r] * x[2]
	   - a[3][r] * x[3] - a[4][r] * x[4];
}

#else

#define N 203

double A[N][5][5], X[N][5], Y[N][5], R[N][5];

void
blocks (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: loop vectorized by hyperlane: VF 4" } */
    matvec_sub (A[i], X[i], Y[i]);
}

/* The scalar loop, on the same data.  */
__attribute__ ((optimize ("no-tree-vectorize"), noinline)) void
reference (int n)
{
  for (int i = 0; i < n; i++)
    for (int r = 0; r < 5; r++)
      R[i][r] = R[i][r] - A[i][0][r] * X[i][0] - A[i][1][r] * X[i][1]
		- A[i][2][r] * X[i][2] - A[i][3][r] * X[i][3]
		- A[i][4][r] * X[i][4];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int r = 0; r < 5; r++)
      {
	for (int c = 0; c < 5; c++)
	  A[i][c][r] = 1.0 / (1 + i + 3 * r + 7 * c);
	X[i][r] = 0.1 * (i - r);
	Y[i][r] = R[i][r] = 3.0 / (i + r + 1);
      }
  blocks (N);
  reference (N);
  for (int i = 0; i < N; i++)
    for (int r = 0; r < 5; r++)
      if (__builtin_memcmp (&Y[i][r], &R[i][r], sizeof (double)))
	__builtin_abort ();
  return 0;
}

#endif

/* { dg-final { scan-file lto-call.dump "loop vectorized by hyperlane" } } */
