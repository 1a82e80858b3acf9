/* A loop that carries a dependence closer than VF is refused; its
   enclosing loop is then analysed with GCC's dependences of the whole
   nest (distance per loop level), and a remark says whether lanes of VF
   of its iterations would be legal -- every dependence at distance 0 or
   at least VF across it -- and what vectorizing across it needs.
   Analysis only: no loop here is vectorized by hyperlane, and with
   -fno-loop-unroll-and-jam no enclosing loop is unrolled and jammed
   (nest-jam-*.c); GCC's interchange is off too: it would change the
   nests (column_sweep interchanged has no carried dependence left).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fno-loop-unroll-and-jam -fno-loop-interchange -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

#define N 64
double a[N][N], b[N][N], t[N][N];
double lhs[N][N][5], rhs[N][N][5];

void
sweep (int ny2, int nx)		/* SP x_solve's forward elimination.  */
{
  for (int j = 1; j <= ny2; j++)
    for (int i = 0; i <= nx - 3; i++)
      {
	double fac1 = 1.0 / lhs[j][i][2];	/* { dg-message "loop left to GCC: loop-carried data dependence at a distance shorter than the vector length" } */
	/* { dg-message "enclosing loop is parallel at VF 4, but lhs\\\[j_\[0-9\]+\\\]\\\[i_\[0-9\]+\\\]\\\[2\\\] is strided across it: GCC's outer-loop vectorization needs every access contiguous across it, which a layout that makes its index the last dimension gives \\(INTERCHANGE, docs/layout.md\\); not unrolled and jammed: -floop-unroll-and-jam is off \\(it is on at -O3\\)" "" { target *-*-* } .-1 } */
	lhs[j][i][3] = fac1 * lhs[j][i][3];
	lhs[j][i][4] = fac1 * lhs[j][i][4];
	for (int m = 0; m < 3; m++)
	  rhs[j][i][m] = fac1 * rhs[j][i][m];
	lhs[j][i + 1][2] = lhs[j][i + 1][2] - lhs[j][i + 1][1] * lhs[j][i][3];
	lhs[j][i + 1][3] = lhs[j][i + 1][3] - lhs[j][i + 1][1] * lhs[j][i][4];
	for (int m = 0; m < 3; m++)
	  rhs[j][i + 1][m] = rhs[j][i + 1][m] - lhs[j][i + 1][1] * rhs[j][i][m];
      }
}

/* The same recurrence with j in the last dimension, and inner and outer
   trip counts that do not change with each other: GCC vectorizes the
   enclosing loop.  */
void
column_sweep (void)
{
  for (int j = 0; j < N; j++)	/* { dg-message "enclosing loop is parallel at VF 4 and every access is contiguous across it: left to GCC's outer-loop vectorization" } */
    for (int i = 1; i < N; i++)
      t[i][j] = t[i - 1][j] * 0.5 + b[i][j];	/* { dg-message "loop left to GCC: loop-carried data dependence" } */
}

/* With an inner trip count that may be 0 the enclosing loop guards the
   inner one, which GCC's outer-loop vectorization refuses.  */
void
column_sweep_guarded (int n)
{
  for (int j = 0; j < n; j++)
    for (int i = 1; i < n; i++)	/* { dg-message "enclosing loop is parallel at VF 4 and every access is contiguous across it, but it has control flow besides the inner loop" } */
      t[i][j] = t[i - 1][j] * 0.5 + b[i][j];	/* { dg-message "loop left to GCC: loop-carried data dependence" } */
}

void
diagonal (void)			/* Distance (1, 1): not parallel.  */
{
  for (int j = 1; j < N; j++)
    for (int i = 1; i < N; i++)
      a[j][i] = a[j][i - 1] * 0.5 + a[j - 1][i - 1];	/* { dg-message "enclosing loop carries a data dependence too, between a\\\[\[^\]\]+\\\]\\\[\[^\]\]+\\\] and a\\\[\[^\]\]+\\\]\\\[\[^\]\]+\\\] at distance \\(1, 1\\), shorter than the vector length 4 across it: it is not parallel either" } */
}

void
antidiagonal (void)		/* Distance (1, -1): unroll-and-jam would break it.  */
{
  for (int j = 1; j < N; j++)
    for (int i = 1; i < N - 1; i++)
      a[j][i] = a[j][i - 1] * 0.5 + a[j - 1][i + 1];	/* { dg-message "enclosing loop carries a data dependence too, \[^\n\]* at distance \\(1, -1\\)" } */
}

void
far_rows (void)			/* Distance (4, 0): lanes j .. j + 3 are apart.  */
{
  for (int j = 4; j < N; j++)
    for (int i = 1; i < N; i++)
      a[j][i] = a[j][i - 1] * 0.5 + a[j - 4][i];	/* { dg-message "enclosing loop is parallel at VF 4, but a\\\[\[^\n\]*is strided across it" } */
}

void
near_rows (void)		/* Distance (3, 0): lanes j and j + 3 meet.  */
{
  for (int j = 3; j < N; j++)
    for (int i = 1; i < N; i++)
      a[j][i] = a[j][i - 1] * 0.5 + a[j - 3][i];	/* { dg-message "enclosing loop carries a data dependence too, \[^\n\]* at distance \\(3, 0\\), shorter than the vector length 4" } */
}

double c[N];

void
repeated_store (void)		/* c[i] is stored in every row: (1, 0).  */
{
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      {
	a[j][i] = a[j][i - 1] * 0.5 + b[j][i];
	c[i] = a[j][i];	/* { dg-message "enclosing loop carries a data dependence too, between c\\\[i_\[0-9\]+\\\] and c\\\[i_\[0-9\]+\\\] at distance \\(1, 0\\)" } */
      }
}

void
triangular (void)
{
  for (int j = 0; j < N; j++)	/* { dg-message "enclosing loop is parallel, but the inner loop's trip count changes with it \\(a triangular nest\\)" } */
    for (int i = 1; i <= j; i++)
      a[j][i] = a[j][i - 1] * 0.5 + b[j][i];	/* { dg-message "loop left to GCC: loop-carried data dependence" } */
}

void
recurrence (void)		/* s carries a value across the rows.  */
{
  double s = 0;
  for (int j = 0; j < N; j++)	/* { dg-message "enclosing loop carries a value that is not an induction variable: it is not parallel either" } */
    {
      for (int i = 1; i < N; i++)
	a[j][i] = a[j][i - 1] * 0.5 + s;	/* { dg-message "loop left to GCC: loop-carried data dependence" } */
      s = a[j][N - 1];
    }
}

void
pointers (double (*p)[N], double (*q)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      p[j][i] = p[j][i - 1] * 0.5 + q[j][i];	/* { dg-message "enclosing loop: data dependence of unknown distance between \[^\n\]* \\(addresses GCC cannot relate across its iterations: restrict pointers or arrays of constant size may let it\\)" } */
}

void
single (void)			/* No enclosing loop: no second remark.  */
{
  for (int i = 1; i < N; i++)
    b[0][i] = b[0][i - 1] * 0.5;	/* { dg-message "loop left to GCC: loop-carried data dependence" } */
}

/* { dg-final { scan-tree-dump-times "enclosing loop \[0-9\]+ at VF 4: " 11 "hyperlane" } } */
/* { dg-final { scan-tree-dump "at VF 4: parallel, strided; dependences of the nest carried by the inner loop \[1-9\]\[0-9\]*, by the enclosing loop 0" "hyperlane" } } */
/* { dg-final { scan-tree-dump "at VF 4: parallel, strided; dependences of the nest carried by the inner loop 1, by the enclosing loop 1" "hyperlane" } } */
/* { dg-final { scan-tree-dump "blamed: a\\\[\[^\n\]* distance \\(1, -1\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "loop vectorized by hyperlane" "hyperlane" } } */
