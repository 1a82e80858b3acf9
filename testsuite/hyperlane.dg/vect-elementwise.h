/* Loops over NPB's 5x5 blocks and columns, shared by the element-wise
   tests: groups wider than a permutation sequence covers (stride > 64).
   FORM is BT's x_solve.c:152, the left-hand side lhs[i][AA|BB|CC] of
   75 doubles per i from the Jacobians of i-1, i, i+1 (stride 75 stores,
   stride 25 loads); COLUMN is a flux along j of u[j][i][m] (stride
   5 * N loads, five of its fields), as BT and LU walk y and z.
   Included once more with FORM, COLUMN and ATTR set and NO_ARRAYS
   defined, it gives the scalar reference of the run tests.  */

#define N 64
#define T1 0.375
#define T2 0.625
#define DX 1.25

#ifndef FORM
#define FORM form
#define COLUMN column
#define ATTR
#endif

#ifndef NO_ARRAYS
TYPE lhs[N + 1][3][5][5], fjac[N + 1][5][5], njac[N + 1][5][5];
TYPE u[N][N][5], flux[N][5];
#endif

ATTR void
FORM (int n)
{
  for (int i = 1; i < n; i++)
    {
      lhs[i][0][0][0] = -T2 * fjac[i - 1][0][0] - T1 * njac[i - 1][0][0] - T1 * DX;
      lhs[i][0][1][0] = -T2 * fjac[i - 1][1][0] - T1 * njac[i - 1][1][0];
      lhs[i][0][2][0] = -T2 * fjac[i - 1][2][0] - T1 * njac[i - 1][2][0];
      lhs[i][0][3][0] = -T2 * fjac[i - 1][3][0] - T1 * njac[i - 1][3][0];
      lhs[i][0][4][0] = -T2 * fjac[i - 1][4][0] - T1 * njac[i - 1][4][0];
      lhs[i][0][0][1] = -T2 * fjac[i - 1][0][1] - T1 * njac[i - 1][0][1];
      lhs[i][0][1][1] = -T2 * fjac[i - 1][1][1] - T1 * njac[i - 1][1][1] - T1 * DX;
      lhs[i][0][2][1] = -T2 * fjac[i - 1][2][1] - T1 * njac[i - 1][2][1];
      lhs[i][0][3][1] = -T2 * fjac[i - 1][3][1] - T1 * njac[i - 1][3][1];
      lhs[i][0][4][1] = -T2 * fjac[i - 1][4][1] - T1 * njac[i - 1][4][1];
      lhs[i][0][0][2] = -T2 * fjac[i - 1][0][2] - T1 * njac[i - 1][0][2];
      lhs[i][0][1][2] = -T2 * fjac[i - 1][1][2] - T1 * njac[i - 1][1][2];
      lhs[i][0][2][2] = -T2 * fjac[i - 1][2][2] - T1 * njac[i - 1][2][2] - T1 * DX;
      lhs[i][0][3][2] = -T2 * fjac[i - 1][3][2] - T1 * njac[i - 1][3][2];
      lhs[i][0][4][2] = -T2 * fjac[i - 1][4][2] - T1 * njac[i - 1][4][2];
      lhs[i][0][0][3] = -T2 * fjac[i - 1][0][3] - T1 * njac[i - 1][0][3];
      lhs[i][0][1][3] = -T2 * fjac[i - 1][1][3] - T1 * njac[i - 1][1][3];
      lhs[i][0][2][3] = -T2 * fjac[i - 1][2][3] - T1 * njac[i - 1][2][3];
      lhs[i][0][3][3] = -T2 * fjac[i - 1][3][3] - T1 * njac[i - 1][3][3] - T1 * DX;
      lhs[i][0][4][3] = -T2 * fjac[i - 1][4][3] - T1 * njac[i - 1][4][3];
      lhs[i][0][0][4] = -T2 * fjac[i - 1][0][4] - T1 * njac[i - 1][0][4];
      lhs[i][0][1][4] = -T2 * fjac[i - 1][1][4] - T1 * njac[i - 1][1][4];
      lhs[i][0][2][4] = -T2 * fjac[i - 1][2][4] - T1 * njac[i - 1][2][4];
      lhs[i][0][3][4] = -T2 * fjac[i - 1][3][4] - T1 * njac[i - 1][3][4];
      lhs[i][0][4][4] = -T2 * fjac[i - 1][4][4] - T1 * njac[i - 1][4][4] - T1 * DX;
      lhs[i][1][0][0] = T1 * 2.0 * njac[i][0][0] + 1.0 + T1 * 2.0 * DX;
      lhs[i][1][1][0] = T1 * 2.0 * njac[i][1][0];
      lhs[i][1][2][0] = T1 * 2.0 * njac[i][2][0];
      lhs[i][1][3][0] = T1 * 2.0 * njac[i][3][0];
      lhs[i][1][4][0] = T1 * 2.0 * njac[i][4][0];
      lhs[i][1][0][1] = T1 * 2.0 * njac[i][0][1];
      lhs[i][1][1][1] = T1 * 2.0 * njac[i][1][1] + 1.0 + T1 * 2.0 * DX;
      lhs[i][1][2][1] = T1 * 2.0 * njac[i][2][1];
      lhs[i][1][3][1] = T1 * 2.0 * njac[i][3][1];
      lhs[i][1][4][1] = T1 * 2.0 * njac[i][4][1];
      lhs[i][1][0][2] = T1 * 2.0 * njac[i][0][2];
      lhs[i][1][1][2] = T1 * 2.0 * njac[i][1][2];
      lhs[i][1][2][2] = T1 * 2.0 * njac[i][2][2] + 1.0 + T1 * 2.0 * DX;
      lhs[i][1][3][2] = T1 * 2.0 * njac[i][3][2];
      lhs[i][1][4][2] = T1 * 2.0 * njac[i][4][2];
      lhs[i][1][0][3] = T1 * 2.0 * njac[i][0][3];
      lhs[i][1][1][3] = T1 * 2.0 * njac[i][1][3];
      lhs[i][1][2][3] = T1 * 2.0 * njac[i][2][3];
      lhs[i][1][3][3] = T1 * 2.0 * njac[i][3][3] + 1.0 + T1 * 2.0 * DX;
      lhs[i][1][4][3] = T1 * 2.0 * njac[i][4][3];
      lhs[i][1][0][4] = T1 * 2.0 * njac[i][0][4];
      lhs[i][1][1][4] = T1 * 2.0 * njac[i][1][4];
      lhs[i][1][2][4] = T1 * 2.0 * njac[i][2][4];
      lhs[i][1][3][4] = T1 * 2.0 * njac[i][3][4];
      lhs[i][1][4][4] = T1 * 2.0 * njac[i][4][4] + 1.0 + T1 * 2.0 * DX;
      lhs[i][2][0][0] = T2 * fjac[i + 1][0][0] - T1 * njac[i + 1][0][0] - T1 * DX;
      lhs[i][2][1][0] = T2 * fjac[i + 1][1][0] - T1 * njac[i + 1][1][0];
      lhs[i][2][2][0] = T2 * fjac[i + 1][2][0] - T1 * njac[i + 1][2][0];
      lhs[i][2][3][0] = T2 * fjac[i + 1][3][0] - T1 * njac[i + 1][3][0];
      lhs[i][2][4][0] = T2 * fjac[i + 1][4][0] - T1 * njac[i + 1][4][0];
      lhs[i][2][0][1] = T2 * fjac[i + 1][0][1] - T1 * njac[i + 1][0][1];
      lhs[i][2][1][1] = T2 * fjac[i + 1][1][1] - T1 * njac[i + 1][1][1] - T1 * DX;
      lhs[i][2][2][1] = T2 * fjac[i + 1][2][1] - T1 * njac[i + 1][2][1];
      lhs[i][2][3][1] = T2 * fjac[i + 1][3][1] - T1 * njac[i + 1][3][1];
      lhs[i][2][4][1] = T2 * fjac[i + 1][4][1] - T1 * njac[i + 1][4][1];
      lhs[i][2][0][2] = T2 * fjac[i + 1][0][2] - T1 * njac[i + 1][0][2];
      lhs[i][2][1][2] = T2 * fjac[i + 1][1][2] - T1 * njac[i + 1][1][2];
      lhs[i][2][2][2] = T2 * fjac[i + 1][2][2] - T1 * njac[i + 1][2][2] - T1 * DX;
      lhs[i][2][3][2] = T2 * fjac[i + 1][3][2] - T1 * njac[i + 1][3][2];
      lhs[i][2][4][2] = T2 * fjac[i + 1][4][2] - T1 * njac[i + 1][4][2];
      lhs[i][2][0][3] = T2 * fjac[i + 1][0][3] - T1 * njac[i + 1][0][3];
      lhs[i][2][1][3] = T2 * fjac[i + 1][1][3] - T1 * njac[i + 1][1][3];
      lhs[i][2][2][3] = T2 * fjac[i + 1][2][3] - T1 * njac[i + 1][2][3];
      lhs[i][2][3][3] = T2 * fjac[i + 1][3][3] - T1 * njac[i + 1][3][3] - T1 * DX;
      lhs[i][2][4][3] = T2 * fjac[i + 1][4][3] - T1 * njac[i + 1][4][3];
      lhs[i][2][0][4] = T2 * fjac[i + 1][0][4] - T1 * njac[i + 1][0][4];
      lhs[i][2][1][4] = T2 * fjac[i + 1][1][4] - T1 * njac[i + 1][1][4];
      lhs[i][2][2][4] = T2 * fjac[i + 1][2][4] - T1 * njac[i + 1][2][4];
      lhs[i][2][3][4] = T2 * fjac[i + 1][3][4] - T1 * njac[i + 1][3][4];
      lhs[i][2][4][4] = T2 * fjac[i + 1][4][4] - T1 * njac[i + 1][4][4] - T1 * DX;
    }
}

ATTR void
COLUMN (int n, int i)
{
  for (int j = 0; j < n; j++)
    {
      TYPE r = 1 / u[j][i][0];
      flux[j][0] = u[j][i][1];
      flux[j][1] = u[j][i][1] * u[j][i][2] * r;
      flux[j][2] = u[j][i][2] * u[j][i][2] * r
		   + (TYPE) 0.4 * (u[j][i][4] - (TYPE) 0.5 * u[j][i][3] * r);
      flux[j][3] = u[j][i][2] * u[j][i][3] * r;
      flux[j][4] = ((TYPE) 1.4 * u[j][i][4] - (TYPE) 0.4 * u[j][i][3] * r)
		   * u[j][i][2] * r;
    }
}
