/* Column walks (docs/performance.md, "Column walks"): each kernel's inner
   loop reads or writes one element of each row of a matrix of N x N
   elements while its enclosing loop steps along the rows.  Compiled twice
   (plain gcc-12, gcc-12 + hyperlane) and linked under two names by
   run.sh.  */
#ifndef N
#define N 256
#endif
float af[N][N], bf[N][N], cf[N][N];
double ad[N][N], bd[N][N], cd[N][N];

/* TSVC s1115.  */
void
mulf (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      af[i][j] = af[i][j] * bf[j][i] + cf[i][j];
}

void
muld (double s)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      ad[i][j] = bd[j][i] * s - cd[i][j];
}

/* A transposed copy of floats, then of doubles: the column is stored.  */
void
trf (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      bf[j][i] = cf[i][j] + 1.0f;
}

void
trd (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      bd[j][i] = cd[i][j];
}
