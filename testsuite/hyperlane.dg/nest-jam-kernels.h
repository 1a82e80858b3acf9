/* The nests of nest-jam.h: their arrays and kernels as macros.  */

#include <string.h>

#define N 40
double lhs[N][N][5], rhs[N][N][5], lhs_ref[N][N][5], rhs_ref[N][N][5];
double a[N][N], a_ref[N][N];
double p_mem[N][N], q_mem[N][N], p_ref[N][N];

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

/* Back substitution, the sweep counting down (x_solve.c:265-278).  */
#define BACK(L, R)							\
  for (int j = 1; j <= ny2; j++)					\
    for (int i = nx - 3; i >= 0; i--)					\
      for (int m = 0; m < 3; m++)					\
	R[j][i][m] = R[j][i][m] - L[j][i][3] * R[j][i + 1][m]		\
		     - L[j][i][4] * R[j][i + 2][m];

/* Rows four apart depend on each other: distance (4, 0).  */
#define FAR(A)								\
  for (int j = 4; j < ny2 + 4; j++)					\
    for (int i = 1; i < nx; i++)					\
      A[j][i] = A[j][i - 1] * 0.5 + A[j - 4][i];

#define RESTRICT(P, Q)							\
  for (int j = 0; j < ny2; j++)						\
    for (int i = 1; i < nx; i++)					\
      P[j][i] = P[j][i - 1] * 0.75 - Q[j][i];
