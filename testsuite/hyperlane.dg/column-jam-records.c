/* Column walks over records: a matrix of complex values (a struct of two
   floats, and _Complex float) read down a column.  Each row's record is
   two elements, so the enclosing loop is jammed by 4 and the copies read
   a run of 8 floats of each row.  Results bit-identical to the scalar
   nest, with runtime row counts that are no multiple of 4.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fcx-limited-range -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include <string.h>

#define N 70
typedef struct { float re, im; } cf;
cf x[N][N], y[N][N], y_ref[N][N];
_Complex float zx[N][N], zy[N][N], zy_ref[N][N];

#define CONJ(Y)								\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < N; j++)						\
      {									\
	Y[i][j].re = x[j][i].re;					\
	Y[i][j].im = -x[j][i].im;					\
      }

#define SCALE(ZY)							\
  for (int i = 0; i < n; i++)						\
    for (int j = 0; j < N; j++)						\
      ZY[i][j] = zx[j][i] * 2.0f;

__attribute__ ((noipa)) void
conj_transpose (int n)
{
  CONJ (y)
}

__attribute__ ((noipa)) void
scale_transpose (int n)
{
  SCALE (zy)
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (int n)
{
  CONJ (y_ref)
  SCALE (zy_ref)
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	x[i][j].re = (float) (i * 3 - j) / 7.0f;
	x[i][j].im = (float) (i ^ j) / 3.0f;
	zx[i][j] = (float) (i + 2 * j) / 5.0f + (float) (i - j) * 1.0fi;
      }
  for (int n = N; n > N - 9; n--)
    {
      conj_transpose (n);
      scale_transpose (n);
      reference (n);
      if (memcmp (y, y_ref, sizeof y) || memcmp (zy, zy_ref, sizeof zy))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "walks down a column across loop \[0-9\]+: unroll and jam by 4 for runs of rows: chosen" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "optimized: hyperlane: enclosing loop unrolled and jammed by 4: \[^\n\]* walks down a column, and the 4 copies read or write a run of 8 elements of each row" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "is a run of 8 fields of records of 140 elements" 2 "hyperlane" } } */
