/* A loop nest whose inner loop walks columns (one used float of each
   1 KiB row) while every access is contiguous in the enclosing loop: GCC
   vectorizes the enclosing loop with every lane used, which no plan of
   the inner loop beats (TSVC s2275 ran 0.06x-0.12x when hyperlane took
   the inner loop).  Where GCC cannot vectorize the enclosing loop -- the
   inner trip count changes with it, it carries a recurrence, it calls a
   function, it stores to a row the inner loop reads -- the column walk
   weighs no less than the scalar loop GCC runs, and is left too.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-all -fdump-tree-hyperlane-details" } */

#define N 256
float a[N], b[N], c[N], d[N];
float aa[N][N], bb[N][N], cc[N][N];
void sink (void);

void
outer_contiguous (void)		/* TSVC s2275.  */
{
  for (int i = 0; i < N; i++)	/* { dg-message "optimized: loop vectorized using 32 byte vectors" } */
    {
      for (int j = 0; j < N; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC vectorizes the enclosing loop, in which this loop's accesses are contiguous \\(permutes 0, GCC plan: none\\): -fplugin-arg-hyperlane-cost=always takes it" } */
	aa[j][i] = aa[j][i] + bb[j][i] * cc[j][i];
      a[i] = b[i] + c[i] * d[i];
    }
}

void
triangular (void)		/* TSVC s1232.  */
{
  for (int j = 0; j < N; j++)
    for (int i = j; i < N; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less" } */
      aa[i][j] = bb[i][j] + cc[i][j];
}

void
recurrence (void)		/* TSVC s257.  */
{
  for (int i = 1; i < N; i++)
    for (int j = 0; j < N; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC runs the scalar loop" } */
      {
	a[i] = aa[j][i] - a[i - 1];
	aa[j][i] = a[i] + bb[j][i];
      }
}

void
call_in_outer (void)
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC runs the scalar loop" } */
	aa[j][i] = bb[j][i] * cc[j][i];
      sink ();
    }
}

void
store_in_outer (void)		/* TSVC s2102.  */
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC runs the scalar loop" } */
	aa[j][i] = 0.0f;
      aa[i][i] = 1.0f;
    }
}

/* { dg-final { scan-tree-dump-times "cost: \[^\n\]*: GCC vectorizes the enclosing loop" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "weight with stores \[0-9\]+ \\(GCC's scalar loop: \[0-9\]+\\)" 5 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "loop vectorized by hyperlane" "hyperlane" } } */
