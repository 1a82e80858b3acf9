/* Column walks whose enclosing loop hyperlane does not unroll and jam,
   each with the reason in the remark (docs/remarks.md); the loops keep
   the plans they had.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fno-loop-interchange --param unroll-jam-max-unroll=1 -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

#define N 256
float aa[N][N], bb[N][N], cc[N][N];

/* TSVC s114: the inner trip count changes with the enclosing loop.  */
void
triangular (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++)	/* { dg-message "aa\\\[j_\[0-9\]+\\\]\\\[i_\[0-9\]+\\\] walks down a column, one element per row; the enclosing loop is not unrolled and jammed to move runs of rows: the inner loop may run 0 times" } */
      aa[i][j] = aa[j][i] + bb[i][j];
}

/* Each row needs the one before: the enclosing loop carries it (GCC's own
   unroll-and-jam, which would jam it by 2 first, is held off by the
   param).  */
void
carried (void)
{
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "walks down a column, one element per row; the enclosing loop is not unrolled and jammed to move runs of rows: the enclosing loop carries a dependence or a value across the jam's copies" } */
      aa[i][j] = cc[j][i] + aa[i - 1][j];
}

/* Pointers GCC cannot tell apart.  */
void
pointers (float (*a)[N], float (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "the enclosing loop is not unrolled and jammed to move runs of rows: GCC cannot relate the nest's accesses across the enclosing loop's iterations" } */
      a[i][j] = b[j][i] * 2.0f;
}

/* Fewer rows than copies.  */
void
few_rows (void)
{
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "the enclosing loop is not unrolled and jammed to move runs of rows: the enclosing loop runs fewer iterations than the copies" } */
      aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j];
}

/* Every access a column: GCC's interchange (off here) or outer-loop
   vectorization makes them rows.  */
void
all_columns (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "the enclosing loop is not unrolled and jammed to move runs of rows: every access is contiguous across the enclosing loop" } */
      aa[j][i] = bb[j][i] * cc[j][i];
}

/* The user asked for the inner loop as written.  */
void
marked (void)
{
  for (int i = 0; i < N; i++)
#pragma GCC ivdep
    for (int j = 0; j < N; j++)	/* { dg-message "the enclosing loop is not unrolled and jammed to move runs of rows: the inner loop is marked" } */
      aa[i][j] = aa[i][j] * cc[j][i] + bb[i][j];
}

/* { dg-final { scan-tree-dump-not "for runs of rows: chosen" "hyperlane" } } */
/* The triangle's element-by-element plan loses to GCC's scalar loop: each
   lane a line of its own (docs/performance.md, "Column walks").  */
/* { dg-final { scan-tree-dump "8 lanes of a column accessed one by one: GCC runs the scalar loop, and the plan reads or writes a column element by element: each lane a cache line of its own, which bounds both loops alike" "hyperlane" } } */
