/* The nests of nest-jam.h: their arrays and kernels as macros.  */

#include <string.h>

#define N 40
double lhs[N][N][5], rhs[N][N][5], lhs_ref[N][N][5], rhs_ref[N][N][5];
double a[N][N], a_ref[N][N];
double p_mem[N][N], q_mem[N][N], p_ref[N][N];

#include "thomas-sweep.h"

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
