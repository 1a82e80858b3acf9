/* NPB SP x_solve's forward elimination (x_solve.c:137-157): a Thomas
   sweep along i whose rows j are independent, over the arrays L and R
   (L[j][i][5], R[j][i][5]) and the bounds ny2 and nx in scope.  */

#define SWEEP(L, R)							\
  for (int j = 1; j <= ny2; j++)					\
    for (int i = 0; i <= nx - 3; i++)					\
      {									\
	double fac1 = 1.0 / L[j][i][2];					\
	L[j][i][3] = fac1 * L[j][i][3];					\
	L[j][i][4] = fac1 * L[j][i][4];					\
	for (int m = 0; m < 3; m++)					\
	  R[j][i][m] = fac1 * R[j][i][m];				\
	L[j][i + 1][2] = L[j][i + 1][2] - L[j][i + 1][1] * L[j][i][3];	\
	L[j][i + 1][3] = L[j][i + 1][3] - L[j][i + 1][1] * L[j][i][4];	\
	for (int m = 0; m < 3; m++)					\
	  R[j][i + 1][m] = R[j][i + 1][m] - L[j][i + 1][1] * R[j][i][m];	\
	L[j][i + 2][1] = L[j][i + 2][1] - L[j][i + 2][0] * L[j][i][3];	\
	L[j][i + 2][2] = L[j][i + 2][2] - L[j][i + 2][0] * L[j][i][4];	\
	for (int m = 0; m < 3; m++)					\
	  R[j][i + 2][m] = R[j][i + 2][m] - L[j][i + 2][0] * R[j][i][m];	\
      }
