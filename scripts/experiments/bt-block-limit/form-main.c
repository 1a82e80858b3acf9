/* Times the kernel of form.c (min of the runs is read by hand).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <time.h>
#define N 64
extern double lhs[N+1][3][5][5], fjac[N+1][5][5], njac[N+1][5][5];
void form (int n, double tmp1, double tmp2, double dx1, double dx2, double dx3, double dx4, double dx5);
int main ()
{
  for (int i = 0; i <= N; i++) for (int m = 0; m < 25; m++) { fjac[i][m/5][m%5] = 1 + (i*3+m)%7*0.25; njac[i][m/5][m%5] = 2 - (i+m)%5*0.125; }
  double s = 0; clock_t t0 = clock();
  for (int r = 0; r < 200000; r++) { form (N, 0.1 + r * 1e-9, 0.2, 1, 2, 3, 4, 5); s += lhs[r % N][r%3][r%5][1]; }
  printf ("%.17g %.3f\n", s, (double)(clock() - t0) / CLOCKS_PER_SEC);
}
