/* NPB SP's back substitution along j (y_solve.c:269, z_solve.c:278 the
   same along k) alone, at class A sizes: the loop hyperlane planned at
   VF 8 in memory order (17 strided groups, 150 permutes, weight with
   stores 325 against the scalar loop's 984), which ran slower than GCC's
   scalar loop on a Zen 4, bound by its loads; the cost model now times
   the memory ports and leaves it to GCC there (docs/performance.md,
   "SP's back substitution loses at 512 bits" and "bound by its loads").
   Prints the CPU seconds of REPS sweeps and a checksum.  */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N 64
#define IMAXP 64
#define JMAXP 64
double rhs[N][JMAXP+1][IMAXP+1][5];
double lhs[N][IMAXP+1][5], lhsp[N][IMAXP+1][5], lhsm[N][IMAXP+1][5];
int gp0 = 64, gp1 = 64;

__attribute__((noipa)) void
back (int k)
{
  int i, j, j1, j2, m;
  for (j = gp1-3; j >= 0; j--) {
    j1 = j + 1;
    j2 = j + 2;
    for (i = 1; i <= gp0-2; i++) {
      for (m = 0; m < 3; m++) {
        rhs[k][j][i][m] = rhs[k][j][i][m] -
                          lhs[j][i][3]*rhs[k][j1][i][m] -
                          lhs[j][i][4]*rhs[k][j2][i][m];
      }
      rhs[k][j][i][3] = rhs[k][j][i][3] -
                        lhsp[j][i][3]*rhs[k][j1][i][3] -
                        lhsp[j][i][4]*rhs[k][j2][i][3];
      rhs[k][j][i][4] = rhs[k][j][i][4] -
                        lhsm[j][i][3]*rhs[k][j1][i][4] -
                        lhsm[j][i][4]*rhs[k][j2][i][4];
    }
  }
}

int main (int argc, char **argv)
{
  int reps = argc > 1 ? atoi (argv[1]) : 200;
  for (int j = 0; j < N; j++) for (int i = 0; i <= IMAXP; i++) for (int m = 0; m < 5; m++) {
    lhs[j][i][m] = 0.001 * (i + m); lhsp[j][i][m] = 0.002 * (j + m); lhsm[j][i][m] = 0.0015 * (i - m); }
  for (int k = 0; k < N; k++) for (int j = 0; j <= JMAXP; j++) for (int i = 0; i <= IMAXP; i++) for (int m = 0; m < 5; m++)
    rhs[k][j][i][m] = 1e-3 * ((k + j + i + m) % 17);
  clock_t t0 = clock ();
  for (int r = 0; r < reps; r++)
    for (int k = 1; k < N - 1; k++)
      back (k);
  double s = 0;
  for (int k = 0; k < N; k++) for (int j = 0; j <= JMAXP; j++) for (int i = 0; i <= IMAXP; i++) s += rhs[k][j][i][0];
  printf ("%.3f s  sum %g\n", (double) (clock () - t0) / CLOCKS_PER_SEC, s);
  return 0;
}
