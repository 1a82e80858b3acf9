/* Times col (as built) and col_gather, 4M calls of 64 iterations each.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <time.h>
#define N 64
extern double u[N][N][5], o[N];
void col (int, int); void col_gather (int, int);
int main (int argc, char **argv)
{
  for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) for (int m = 0; m < 5; m++) u[j][i][m] = 1 + (j*7+i*3+m)%11*0.1;
  for (int v = 0; v < 2; v++) { double s = 0; clock_t t0 = clock();
    for (int r = 0; r < 4000000; r++) { if (v) col_gather (N, r % N); else col (N, r % N); s += o[r % N]; }
    printf ("%s %.17g %.3f\n", v ? "gather" : "col", s, (double)(clock()-t0)/CLOCKS_PER_SEC); }
}
