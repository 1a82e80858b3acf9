/* The block formation of NPB BT's x_solve (record-lanes.h): the loop
   body of two kernels, one on the global arrays, one through pointer
   parameters of the same names.  */
  for (int i = 1; i <= n; i++)
    {
      lhs[i][0][0][0] = - t2 * fjac[i - 1][0][0] - t1 * njac[i - 1][0][0]
        - t1 * dx[0];
      lhs[i][0][0][1] = - t2 * fjac[i - 1][0][1] - t1 * njac[i - 1][0][1];
      lhs[i][0][0][2] = - t2 * fjac[i - 1][0][2] - t1 * njac[i - 1][0][2];
      lhs[i][0][0][3] = - t2 * fjac[i - 1][0][3] - t1 * njac[i - 1][0][3];
      lhs[i][0][0][4] = - t2 * fjac[i - 1][0][4] - t1 * njac[i - 1][0][4];
      lhs[i][0][1][0] = - t2 * fjac[i - 1][1][0] - t1 * njac[i - 1][1][0];
      lhs[i][0][1][1] = - t2 * fjac[i - 1][1][1] - t1 * njac[i - 1][1][1]
        - t1 * dx[1];
      lhs[i][0][1][2] = - t2 * fjac[i - 1][1][2] - t1 * njac[i - 1][1][2];
      lhs[i][0][1][3] = - t2 * fjac[i - 1][1][3] - t1 * njac[i - 1][1][3];
      lhs[i][0][1][4] = - t2 * fjac[i - 1][1][4] - t1 * njac[i - 1][1][4];
      lhs[i][0][2][0] = - t2 * fjac[i - 1][2][0] - t1 * njac[i - 1][2][0];
      lhs[i][0][2][1] = - t2 * fjac[i - 1][2][1] - t1 * njac[i - 1][2][1];
      lhs[i][0][2][2] = - t2 * fjac[i - 1][2][2] - t1 * njac[i - 1][2][2]
        - t1 * dx[2];
      lhs[i][0][2][3] = - t2 * fjac[i - 1][2][3] - t1 * njac[i - 1][2][3];
      lhs[i][0][2][4] = - t2 * fjac[i - 1][2][4] - t1 * njac[i - 1][2][4];
      lhs[i][0][3][0] = - t2 * fjac[i - 1][3][0] - t1 * njac[i - 1][3][0];
      lhs[i][0][3][1] = - t2 * fjac[i - 1][3][1] - t1 * njac[i - 1][3][1];
      lhs[i][0][3][2] = - t2 * fjac[i - 1][3][2] - t1 * njac[i - 1][3][2];
      lhs[i][0][3][3] = - t2 * fjac[i - 1][3][3] - t1 * njac[i - 1][3][3]
        - t1 * dx[3];
      lhs[i][0][3][4] = - t2 * fjac[i - 1][3][4] - t1 * njac[i - 1][3][4];
      lhs[i][0][4][0] = - t2 * fjac[i - 1][4][0] - t1 * njac[i - 1][4][0];
      lhs[i][0][4][1] = - t2 * fjac[i - 1][4][1] - t1 * njac[i - 1][4][1];
      lhs[i][0][4][2] = - t2 * fjac[i - 1][4][2] - t1 * njac[i - 1][4][2];
      lhs[i][0][4][3] = - t2 * fjac[i - 1][4][3] - t1 * njac[i - 1][4][3];
      lhs[i][0][4][4] = - t2 * fjac[i - 1][4][4] - t1 * njac[i - 1][4][4]
        - t1 * dx[4];
      lhs[i][1][0][0] = 1.0 + t1 * 2.0 * njac[i][0][0]
        + t1 * 2.0 * dx[0];
      lhs[i][1][0][1] = t1 * 2.0 * njac[i][0][1];
      lhs[i][1][0][2] = t1 * 2.0 * njac[i][0][2];
      lhs[i][1][0][3] = t1 * 2.0 * njac[i][0][3];
      lhs[i][1][0][4] = t1 * 2.0 * njac[i][0][4];
      lhs[i][1][1][0] = t1 * 2.0 * njac[i][1][0];
      lhs[i][1][1][1] = 1.0 + t1 * 2.0 * njac[i][1][1]
        + t1 * 2.0 * dx[1];
      lhs[i][1][1][2] = t1 * 2.0 * njac[i][1][2];
      lhs[i][1][1][3] = t1 * 2.0 * njac[i][1][3];
      lhs[i][1][1][4] = t1 * 2.0 * njac[i][1][4];
      lhs[i][1][2][0] = t1 * 2.0 * njac[i][2][0];
      lhs[i][1][2][1] = t1 * 2.0 * njac[i][2][1];
      lhs[i][1][2][2] = 1.0 + t1 * 2.0 * njac[i][2][2]
        + t1 * 2.0 * dx[2];
      lhs[i][1][2][3] = t1 * 2.0 * njac[i][2][3];
      lhs[i][1][2][4] = t1 * 2.0 * njac[i][2][4];
      lhs[i][1][3][0] = t1 * 2.0 * njac[i][3][0];
      lhs[i][1][3][1] = t1 * 2.0 * njac[i][3][1];
      lhs[i][1][3][2] = t1 * 2.0 * njac[i][3][2];
      lhs[i][1][3][3] = 1.0 + t1 * 2.0 * njac[i][3][3]
        + t1 * 2.0 * dx[3];
      lhs[i][1][3][4] = t1 * 2.0 * njac[i][3][4];
      lhs[i][1][4][0] = t1 * 2.0 * njac[i][4][0];
      lhs[i][1][4][1] = t1 * 2.0 * njac[i][4][1];
      lhs[i][1][4][2] = t1 * 2.0 * njac[i][4][2];
      lhs[i][1][4][3] = t1 * 2.0 * njac[i][4][3];
      lhs[i][1][4][4] = 1.0 + t1 * 2.0 * njac[i][4][4]
        + t1 * 2.0 * dx[4];
      lhs[i][2][0][0] = t2 * fjac[i + 1][0][0] - t1 * njac[i + 1][0][0]
        - t1 * dx[0];
      lhs[i][2][0][1] = t2 * fjac[i + 1][0][1] - t1 * njac[i + 1][0][1];
      lhs[i][2][0][2] = t2 * fjac[i + 1][0][2] - t1 * njac[i + 1][0][2];
      lhs[i][2][0][3] = t2 * fjac[i + 1][0][3] - t1 * njac[i + 1][0][3];
      lhs[i][2][0][4] = t2 * fjac[i + 1][0][4] - t1 * njac[i + 1][0][4];
      lhs[i][2][1][0] = t2 * fjac[i + 1][1][0] - t1 * njac[i + 1][1][0];
      lhs[i][2][1][1] = t2 * fjac[i + 1][1][1] - t1 * njac[i + 1][1][1]
        - t1 * dx[1];
      lhs[i][2][1][2] = t2 * fjac[i + 1][1][2] - t1 * njac[i + 1][1][2];
      lhs[i][2][1][3] = t2 * fjac[i + 1][1][3] - t1 * njac[i + 1][1][3];
      lhs[i][2][1][4] = t2 * fjac[i + 1][1][4] - t1 * njac[i + 1][1][4];
      lhs[i][2][2][0] = t2 * fjac[i + 1][2][0] - t1 * njac[i + 1][2][0];
      lhs[i][2][2][1] = t2 * fjac[i + 1][2][1] - t1 * njac[i + 1][2][1];
      lhs[i][2][2][2] = t2 * fjac[i + 1][2][2] - t1 * njac[i + 1][2][2]
        - t1 * dx[2];
      lhs[i][2][2][3] = t2 * fjac[i + 1][2][3] - t1 * njac[i + 1][2][3];
      lhs[i][2][2][4] = t2 * fjac[i + 1][2][4] - t1 * njac[i + 1][2][4];
      lhs[i][2][3][0] = t2 * fjac[i + 1][3][0] - t1 * njac[i + 1][3][0];
      lhs[i][2][3][1] = t2 * fjac[i + 1][3][1] - t1 * njac[i + 1][3][1];
      lhs[i][2][3][2] = t2 * fjac[i + 1][3][2] - t1 * njac[i + 1][3][2];
      lhs[i][2][3][3] = t2 * fjac[i + 1][3][3] - t1 * njac[i + 1][3][3]
        - t1 * dx[3];
      lhs[i][2][3][4] = t2 * fjac[i + 1][3][4] - t1 * njac[i + 1][3][4];
      lhs[i][2][4][0] = t2 * fjac[i + 1][4][0] - t1 * njac[i + 1][4][0];
      lhs[i][2][4][1] = t2 * fjac[i + 1][4][1] - t1 * njac[i + 1][4][1];
      lhs[i][2][4][2] = t2 * fjac[i + 1][4][2] - t1 * njac[i + 1][4][2];
      lhs[i][2][4][3] = t2 * fjac[i + 1][4][3] - t1 * njac[i + 1][4][3];
      lhs[i][2][4][4] = t2 * fjac[i + 1][4][4] - t1 * njac[i + 1][4][4]
        - t1 * dx[4];
    }
