/* -flto: what the plugin on the link command says of loops whose calls
   lto1 inlines or not.  NPB BT's block solve (x_solve.c: rhs(i) -=
   A(i) rhs(i-1)) once inlined is a recurrence; a function the inliner's
   limits keep a call is named with the parameter that changes it.  */
/* { dg-do link } */
/* { dg-options "-O3 -march=haswell -flto -fopt-info-vec-missed" } */
/* { dg-additional-unit "-O3 -march=haswell -flto" } */

void matvec_sub (const double a[5][5], const double *x, double *y);
double combine (const double *x);

#ifdef HYPERLANE_UNIT

void
matvec_sub (const double a[5][5], const double *x, double *y)
{
  for (int r = 0; r < 5; r++)
    y[r] = y[r] - a[0][r] * x[0] - a[1][r] * x[1] - a[2][r] * x[2]
	   - a[3][r] * x[3] - a[4][r] * x[4];
}

/* Larger than the callers' --param max-inline-insns-auto allows.  */
double
combine (const double *x)
{
  double s = 0;
  for (int k = 0; k < 5; k++)
    s += x[k] * x[(k + 1) % 5] - x[(k + 2) % 5] / (x[(k + 3) % 5] + 1.5)
	 + x[(k + 4) % 5] / (x[k] * x[k] + 2.5);
  return s;
}

#else

#define N 100

double A[N][5][5], U[N][5], S[N];

void
sweep (int n)
{
  for (int i = 1; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: loop-carried data dependence" } */
    matvec_sub (A[i], U[i - 1], U[i]);
}

void
combine_all (int n)
{
  for (int i = 0; i < n; i++)
    S[i] = combine (U[i]);	/* { dg-message "hyperlane: loop not analysed: loop body contains a function call: 'combine' \\(a function GCC's inliner left as a call: declare it inline, or raise --param max-inline-insns-auto" } */
}

int
main (void)
{
  sweep (N);
  combine_all (N);
  /* A second call: a function called once is inlined whatever its size.  */
  return S[1] != combine (U[2]);
}

#endif
