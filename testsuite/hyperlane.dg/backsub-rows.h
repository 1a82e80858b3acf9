/* NPB SP's back substitution along j (y_solve.c:269) at a small size:
   rows of 5-double records, read at j + 1 and j + 2, which GCC's
   unroll-and-jam fuses three rows deep.  Included by the tests of the
   cost model's memory ports (cost-memory-ports-*.c).  */
#include <stdlib.h>
#include <string.h>

#define NJ 12
#define NI 65
double rhs[NJ][NI][5], lhs[NJ][NI][5], lhsp[NJ][NI][5], lhsm[NJ][NI][5];
double expect[NJ][NI][5];
int gp0 = NI, gp1 = NJ;

#define BODY(R)								\
  for (j = gp1 - 3; j >= 0; j--)					\
    {									\
      j1 = j + 1;							\
      j2 = j + 2;							\
      for (i = 1; i <= gp0 - 2; i++)					\
	{								\
	  for (m = 0; m < 3; m++)					\
	    R[j][i][m] = R[j][i][m] - lhs[j][i][3] * R[j1][i][m]	\
			 - lhs[j][i][4] * R[j2][i][m];			\
	  R[j][i][3] = R[j][i][3] - lhsp[j][i][3] * R[j1][i][3]	\
		       - lhsp[j][i][4] * R[j2][i][3];			\
	  R[j][i][4] = R[j][i][4] - lhsm[j][i][3] * R[j1][i][4]	\
		       - lhsm[j][i][4] * R[j2][i][4];			\
	}								\
    }

__attribute__ ((noipa)) void
back (void)
{
  int i, j, j1, j2, m;
  BODY (rhs)
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (void)
{
  int i, j, j1, j2, m;
  BODY (expect)
}

int
main (void)
{
  for (int j = 0; j < NJ; j++)
    for (int i = 0; i < NI; i++)
      for (int m = 0; m < 5; m++)
	{
	  lhs[j][i][m] = 0.001 * (i + m);
	  lhsp[j][i][m] = 0.002 * (j + m);
	  lhsm[j][i][m] = 0.0015 * (i - m);
	  rhs[j][i][m] = expect[j][i][m] = 1e-3 * ((j + i + m) % 17);
	}
  back ();
  reference ();
  if (memcmp (rhs, expect, sizeof rhs))
    abort ();
  return 0;
}
