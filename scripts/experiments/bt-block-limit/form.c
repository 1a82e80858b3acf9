/* NPB BT's block forming (x_solve.c:152): lhs[i][AA|BB|CC] from the
   Jacobians of i-1, i, i+1; stride-75 stores, element by element.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
#define N 64
double lhs[N+1][3][5][5], fjac[N+1][5][5], njac[N+1][5][5];
void form (int n, double tmp1, double tmp2, double dx1, double dx2, double dx3, double dx4, double dx5)
{
  for (int i = 1; i < n; i++)
    {
      lhs[i][0][0][0] = - tmp2 * fjac[i-1][0][0] - tmp1 * njac[i-1][0][0] - tmp1 * dx1;
      lhs[i][0][1][0] = - tmp2 * fjac[i-1][1][0] - tmp1 * njac[i-1][1][0];
      lhs[i][0][2][0] = - tmp2 * fjac[i-1][2][0] - tmp1 * njac[i-1][2][0];
      lhs[i][0][3][0] = - tmp2 * fjac[i-1][3][0] - tmp1 * njac[i-1][3][0];
      lhs[i][0][4][0] = - tmp2 * fjac[i-1][4][0] - tmp1 * njac[i-1][4][0];
      lhs[i][0][0][1] = - tmp2 * fjac[i-1][0][1] - tmp1 * njac[i-1][0][1];
      lhs[i][0][1][1] = - tmp2 * fjac[i-1][1][1] - tmp1 * njac[i-1][1][1] - tmp1 * dx2;
      lhs[i][0][2][1] = - tmp2 * fjac[i-1][2][1] - tmp1 * njac[i-1][2][1];
      lhs[i][0][3][1] = - tmp2 * fjac[i-1][3][1] - tmp1 * njac[i-1][3][1];
      lhs[i][0][4][1] = - tmp2 * fjac[i-1][4][1] - tmp1 * njac[i-1][4][1];
      lhs[i][0][0][2] = - tmp2 * fjac[i-1][0][2] - tmp1 * njac[i-1][0][2];
      lhs[i][0][1][2] = - tmp2 * fjac[i-1][1][2] - tmp1 * njac[i-1][1][2];
      lhs[i][0][2][2] = - tmp2 * fjac[i-1][2][2] - tmp1 * njac[i-1][2][2] - tmp1 * dx3;
      lhs[i][0][3][2] = - tmp2 * fjac[i-1][3][2] - tmp1 * njac[i-1][3][2];
      lhs[i][0][4][2] = - tmp2 * fjac[i-1][4][2] - tmp1 * njac[i-1][4][2];
      lhs[i][0][0][3] = - tmp2 * fjac[i-1][0][3] - tmp1 * njac[i-1][0][3];
      lhs[i][0][1][3] = - tmp2 * fjac[i-1][1][3] - tmp1 * njac[i-1][1][3];
      lhs[i][0][2][3] = - tmp2 * fjac[i-1][2][3] - tmp1 * njac[i-1][2][3];
      lhs[i][0][3][3] = - tmp2 * fjac[i-1][3][3] - tmp1 * njac[i-1][3][3] - tmp1 * dx4;
      lhs[i][0][4][3] = - tmp2 * fjac[i-1][4][3] - tmp1 * njac[i-1][4][3];
      lhs[i][0][0][4] = - tmp2 * fjac[i-1][0][4] - tmp1 * njac[i-1][0][4];
      lhs[i][0][1][4] = - tmp2 * fjac[i-1][1][4] - tmp1 * njac[i-1][1][4];
      lhs[i][0][2][4] = - tmp2 * fjac[i-1][2][4] - tmp1 * njac[i-1][2][4];
      lhs[i][0][3][4] = - tmp2 * fjac[i-1][3][4] - tmp1 * njac[i-1][3][4];
      lhs[i][0][4][4] = - tmp2 * fjac[i-1][4][4] - tmp1 * njac[i-1][4][4] - tmp1 * dx5;
      lhs[i][1][0][0] = tmp1 * 2.0 * njac[i][0][0] + 1.0 + tmp1 * 2.0 * dx1;
      lhs[i][1][1][0] = tmp1 * 2.0 * njac[i][1][0];
      lhs[i][1][2][0] = tmp1 * 2.0 * njac[i][2][0];
      lhs[i][1][3][0] = tmp1 * 2.0 * njac[i][3][0];
      lhs[i][1][4][0] = tmp1 * 2.0 * njac[i][4][0];
      lhs[i][1][0][1] = tmp1 * 2.0 * njac[i][0][1];
      lhs[i][1][1][1] = tmp1 * 2.0 * njac[i][1][1] + 1.0 + tmp1 * 2.0 * dx2;
      lhs[i][1][2][1] = tmp1 * 2.0 * njac[i][2][1];
      lhs[i][1][3][1] = tmp1 * 2.0 * njac[i][3][1];
      lhs[i][1][4][1] = tmp1 * 2.0 * njac[i][4][1];
      lhs[i][1][0][2] = tmp1 * 2.0 * njac[i][0][2];
      lhs[i][1][1][2] = tmp1 * 2.0 * njac[i][1][2];
      lhs[i][1][2][2] = tmp1 * 2.0 * njac[i][2][2] + 1.0 + tmp1 * 2.0 * dx3;
      lhs[i][1][3][2] = tmp1 * 2.0 * njac[i][3][2];
      lhs[i][1][4][2] = tmp1 * 2.0 * njac[i][4][2];
      lhs[i][1][0][3] = tmp1 * 2.0 * njac[i][0][3];
      lhs[i][1][1][3] = tmp1 * 2.0 * njac[i][1][3];
      lhs[i][1][2][3] = tmp1 * 2.0 * njac[i][2][3];
      lhs[i][1][3][3] = tmp1 * 2.0 * njac[i][3][3] + 1.0 + tmp1 * 2.0 * dx4;
      lhs[i][1][4][3] = tmp1 * 2.0 * njac[i][4][3];
      lhs[i][1][0][4] = tmp1 * 2.0 * njac[i][0][4];
      lhs[i][1][1][4] = tmp1 * 2.0 * njac[i][1][4];
      lhs[i][1][2][4] = tmp1 * 2.0 * njac[i][2][4];
      lhs[i][1][3][4] = tmp1 * 2.0 * njac[i][3][4];
      lhs[i][1][4][4] = tmp1 * 2.0 * njac[i][4][4] + 1.0 + tmp1 * 2.0 * dx5;
      lhs[i][2][0][0] = tmp2 * fjac[i+1][0][0] - tmp1 * njac[i+1][0][0] - tmp1 * dx1;
      lhs[i][2][1][0] = tmp2 * fjac[i+1][1][0] - tmp1 * njac[i+1][1][0];
      lhs[i][2][2][0] = tmp2 * fjac[i+1][2][0] - tmp1 * njac[i+1][2][0];
      lhs[i][2][3][0] = tmp2 * fjac[i+1][3][0] - tmp1 * njac[i+1][3][0];
      lhs[i][2][4][0] = tmp2 * fjac[i+1][4][0] - tmp1 * njac[i+1][4][0];
      lhs[i][2][0][1] = tmp2 * fjac[i+1][0][1] - tmp1 * njac[i+1][0][1];
      lhs[i][2][1][1] = tmp2 * fjac[i+1][1][1] - tmp1 * njac[i+1][1][1] - tmp1 * dx2;
      lhs[i][2][2][1] = tmp2 * fjac[i+1][2][1] - tmp1 * njac[i+1][2][1];
      lhs[i][2][3][1] = tmp2 * fjac[i+1][3][1] - tmp1 * njac[i+1][3][1];
      lhs[i][2][4][1] = tmp2 * fjac[i+1][4][1] - tmp1 * njac[i+1][4][1];
      lhs[i][2][0][2] = tmp2 * fjac[i+1][0][2] - tmp1 * njac[i+1][0][2];
      lhs[i][2][1][2] = tmp2 * fjac[i+1][1][2] - tmp1 * njac[i+1][1][2];
      lhs[i][2][2][2] = tmp2 * fjac[i+1][2][2] - tmp1 * njac[i+1][2][2] - tmp1 * dx3;
      lhs[i][2][3][2] = tmp2 * fjac[i+1][3][2] - tmp1 * njac[i+1][3][2];
      lhs[i][2][4][2] = tmp2 * fjac[i+1][4][2] - tmp1 * njac[i+1][4][2];
      lhs[i][2][0][3] = tmp2 * fjac[i+1][0][3] - tmp1 * njac[i+1][0][3];
      lhs[i][2][1][3] = tmp2 * fjac[i+1][1][3] - tmp1 * njac[i+1][1][3];
      lhs[i][2][2][3] = tmp2 * fjac[i+1][2][3] - tmp1 * njac[i+1][2][3];
      lhs[i][2][3][3] = tmp2 * fjac[i+1][3][3] - tmp1 * njac[i+1][3][3] - tmp1 * dx4;
      lhs[i][2][4][3] = tmp2 * fjac[i+1][4][3] - tmp1 * njac[i+1][4][3];
      lhs[i][2][0][4] = tmp2 * fjac[i+1][0][4] - tmp1 * njac[i+1][0][4];
      lhs[i][2][1][4] = tmp2 * fjac[i+1][1][4] - tmp1 * njac[i+1][1][4];
      lhs[i][2][2][4] = tmp2 * fjac[i+1][2][4] - tmp1 * njac[i+1][2][4];
      lhs[i][2][3][4] = tmp2 * fjac[i+1][3][4] - tmp1 * njac[i+1][3][4];
      lhs[i][2][4][4] = tmp2 * fjac[i+1][4][4] - tmp1 * njac[i+1][4][4] - tmp1 * dx5;
    }
}
