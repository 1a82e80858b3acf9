/* Parallel enclosing loops whose accesses are strided across them, which
   hyperlane does not unroll and jam, each with the reason in the remark
   (docs/remarks.md).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fno-loop-interchange -fno-unswitch-loops -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

#define N 64
double a[N][N], b[N][N], c[N];

/* The inner trip count may be 0: a guard in the enclosing loop, which
   GCC's unswitching would hoist (off here).  */
void
guarded (int n, int *m)
{
  for (int j = 0; j < n; j++)
    for (int i = 1; i < m[0]; i++)
      a[j][i] = a[j][i - 1] * 0.5 + b[j][i];	/* { dg-message "strided across it\[^\n\]*; not unrolled and jammed: the inner loop may run 0 times" } */
}

/* A store in the enclosing loop outside the inner one.  */
void
outer_store (void)
{
  for (int j = 0; j < N; j++)
    {
      for (int i = 1; i < N; i++)
	a[j][i] = a[j][i - 1] * 0.5 + b[j][i];	/* { dg-message "not unrolled and jammed: the enclosing loop stores outside the inner loop" } */
      c[j] = 1.0;
    }
}

/* A value of the inner loop used in the enclosing one.  */
double
used_after (void)
{
  double s = 0;
  for (int j = 0; j < N; j++)
    {
      double last = 0;
      for (int i = 1; i < N; i++)
	last = a[j][i] = a[j][i - 1] * 0.5 + b[j][i];	/* { dg-message "not unrolled and jammed: the enclosing loop uses a value the inner loop computes" } */
      b[j][0] = last;
    }
  return s;
}

/* Too big: the fused loop would hold more than 400 statements.  */
#define TERM(k) + b[j][i] * (k + 1.0) / (b[j][i] + k)
void
big (void)
{
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      a[j][i] = a[j][i - 1] * 0.5	/* { dg-message "not unrolled and jammed: cost model: the fused inner loop would hold more than 400 statements" } */
	TERM (1) TERM (2) TERM (3) TERM (4) TERM (5) TERM (6) TERM (7)
	TERM (8) TERM (9) TERM (10) TERM (11) TERM (12) TERM (13) TERM (14)
	TERM (15) TERM (16) TERM (17) TERM (18) TERM (19) TERM (20)
	TERM (21) TERM (22) TERM (23) TERM (24) TERM (25) TERM (26)
	TERM (27) TERM (28) TERM (29) TERM (30) TERM (31) TERM (32)
	TERM (33) TERM (34) TERM (35) TERM (36) TERM (37) TERM (38)
	TERM (39) TERM (40) TERM (41) TERM (42) TERM (43) TERM (44)
	TERM (45) TERM (46) TERM (47) TERM (48) TERM (49) TERM (50);
}

/* SP's sweep in SoA: every field a plane of its own, five streams for
   one copy, ten for two.  */
double f0[N][N], f1[N][N], f2[N][N], f3[N][N], f4[N][N];
void
streams (void)
{
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      f0[j][i] = f0[j][i - 1] * f1[j][i] + f2[j][i] * f3[j][i] - f4[j][i];	/* { dg-message "not unrolled and jammed: cost model: two copies would walk more than 8 memory streams at once" } */
}

/* { dg-final { scan-tree-dump "memory streams of the inner loop: 5" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "unroll and jam: chosen" "hyperlane" } } */
