/* form.c's block forming written by hand as loops over the 25 fields of
   each block, which GCC 12 vectorizes itself: the limit the record-lane
   plan of form.c is measured against (docs/performance.md).  The same
   operations in the same order, so the same results.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#define N 64
double lhs[N+1][3][5][5], fjac[N+1][5][5], njac[N+1][5][5];
void form (int n, double tmp1, double tmp2, double dx1, double dx2, double dx3, double dx4, double dx5)
{
  const double dx[5] = { dx1, dx2, dx3, dx4, dx5 };
  for (int i = 1; i < n; i++)
    {
      const double *fm = &fjac[i-1][0][0], *nm = &njac[i-1][0][0];
      const double *n0 = &njac[i][0][0];
      const double *fp = &fjac[i+1][0][0], *np = &njac[i+1][0][0];
      double *aa = &lhs[i][0][0][0], *bb = &lhs[i][1][0][0];
      double *cc = &lhs[i][2][0][0];
      for (int f = 0; f < 25; f++)
	{
	  double x = - tmp2 * fm[f] - tmp1 * nm[f];
	  aa[f] = f % 6 ? x : x - tmp1 * dx[f / 6];
	}
      for (int f = 0; f < 25; f++)
	{
	  double x = tmp1 * 2.0 * n0[f];
	  bb[f] = f % 6 ? x : x + 1.0 + tmp1 * 2.0 * dx[f / 6];
	}
      for (int f = 0; f < 25; f++)
	{
	  double x = tmp2 * fp[f] - tmp1 * np[f];
	  cc[f] = f % 6 ? x : x - tmp1 * dx[f / 6];
	}
    }
}
