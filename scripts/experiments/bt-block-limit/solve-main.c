/* Times the kernel of solve.c (min of the runs is read by hand).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <string.h>
#include <time.h>
#define N 256
extern double A[N][5][5], B[N][5][5], C[N][5][5], X[N][5], Y[N][5];
double B2[N][5][5], C2[N][5][5], R[N][5], B0[N][5][5], C0[N][5][5], R0[N][5];
void sweep (int n, double (*restrict Cout)[5][5], double (*restrict Bout)[5][5], double (*restrict R)[5]);
int main ()
{
  for (int i = 0; i < N; i++) for (int m = 0; m < 5; m++) { X[i][m] = 1 + 0.1*m + 0.01*i; R0[i][m] = 0.5*m - i*0.001;
    for (int k = 0; k < 5; k++) { A[i][m][k] = 0.01*(m+k+1); C[i][m][k] = 0.02*(m-k); B0[i][m][k] = (m==k ? 4.0 : 0.1*(m+2*k+1)/(i+1)); C0[i][m][k] = 0.3*(k+1); } }
  double s = 0; clock_t t0 = clock();
  for (int r = 0; r < 20000; r++) { memcpy (B2, B0, sizeof B2); memcpy (C2, C0, sizeof C2); memcpy (R, R0, sizeof R); sweep (N, C2, B2, R); s += R[r % N][r % 5]; }
  printf ("%.17g %.3f\n", s, (double)(clock() - t0) / CLOCKS_PER_SEC);
}
