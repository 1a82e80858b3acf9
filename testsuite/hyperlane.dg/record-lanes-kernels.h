/* The kernels of record-lanes.h, included once as the loops under test
   and once as their scalar references (NAME, ATTR).  */

ATTR void
BLOCK_NAME (int n, double t1, double t2)
{
#include "record-lanes-block.h"
}

/* The same through pointers the compiler cannot tell apart: the plan
   runs behind a runtime alias check.  */
ATTR void
BLOCK_PTR_NAME (double (*lhs)[3][5][5], const double (*fjac)[5][5],
		const double (*njac)[5][5], const double *dx, int n,
		double t1, double t2)
{
#include "record-lanes-block.h"
}

ATTR void
GAP_NAME (int n, double s)
{
  for (int i = 0; i < n; i++)
    {
      out[i][0] = a[i][0] * s + b[i + 1][0];
      out[i][1] = a[i][1] * s + b[i + 1][1];
      out[i][2] = a[i][2] * s + b[i + 1][2];
      out[i][3] = (a[i][3] * s + b[i + 1][3]) * s;
      out[i][4] = a[i][4] * s + b[i + 1][4];
      out[i][5] = a[i][5] * s + b[i + 1][5];
      out[i][6] = a[i][6] * s + b[i + 1][6];
      out[i][7] = a[i][7] * s + b[i + 1][7];
      out[i][8] = a[i][8] * s + b[i + 1][8];
      out[i][9] = a[i][9] * s + b[i + 1][9];
      out[i][15] = a[i][15] * s + b[i + 1][15];
      out[i][16] = a[i][16] * s + b[i + 1][16];
      out[i][17] = a[i][17] * s + b[i + 1][17];
      out[i][18] = a[i][18] * s + b[i + 1][18];
      out[i][19] = a[i][19] * s + b[i + 1][19];
      out[i][20] = a[i][20] * s + b[i + 1][20];
      out[i][21] = a[i][21] * s + b[i + 1][21];
      out[i][22] = a[i][22] * s + b[i + 1][22];
      out[i][23] = a[i][23] * s + b[i + 1][23];
      out[i][24] = a[i][24] * s + b[i + 1][24];
    }
}
