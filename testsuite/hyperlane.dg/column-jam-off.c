/* -fno-loop-unroll-and-jam turns the column jam off, with the option
   named in the remark.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fno-loop-unroll-and-jam -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

#define N 256
float aa[N][N], bb[N][N], cc[N][N];

void
s1115 (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "walks down a column, one element per row; the enclosing loop is not unrolled and jammed to move runs of rows: -floop-unroll-and-jam is off \\(it is on at -O3\\)" } */
      aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j];
}

/* { dg-final { scan-tree-dump-not "for runs of rows: chosen" "hyperlane" } } */
/* Not jammed, the column is read element by element, which GCC's scalar
   loop matches: the loop is GCC's.  */
/* { dg-final { scan-tree-dump "missed: hyperlane: loop left to GCC: cost model: GCC runs the scalar loop, and the plan reads or writes a column element by element" "hyperlane" } } */
