/* NPB SP's loop shapes under a hybrid SoA of u and rhs (thesis §3.3):
   bounds read from an array and a structure field in the loop's header
   ("i <= gp[0] - 1"), bounds computed before the loop, '<=', '!=' and
   counting down, loops that are not innermost (an m loop inside, or i in
   the middle of a k/i/j nest), first indices that are not a multiple of
   the tile (i = 1 .. n - 2) and trip counts that leave a remainder.
   Every kernel is strip-mined, and for every size it gives bit-identical
   results to the same kernel over arrays without the layout.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fopt-info-vec -fdump-tree-hyperlane-layout-details" } */
/* in + 1, il - 1 and i1 keep their division, with a warning.  */
/* { dg-prune-output "keep a division" } */

#include <stdlib.h>
#include <string.h>

#define K 3
#define J 3
#define NMAX 19
static double u[K][J][NMAX][5], rhs[K][J][NMAX][5];
static double u_ref[K][J][NMAX][5], rhs_ref[K][J][NMAX][5];
static int gp[3];
static struct { int n, nz; } grid;

#pragma array_transform u[k][j][i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)
#pragma array_transform rhs[k][j][i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

/* i in the middle of the nest, an m loop in the i loop, bound from an
   array element loaded in the header.  */
#define MIDDLE(U, R)							\
  for (int k = 0; k < K; k++)						\
    for (int im = 0; im <= gp[0] - 1; im++)				\
      for (int j = 0; j < J; j++)					\
	for (int m = 0; m < 5; m++)					\
	  R[k][j][im][m] = R[k][j][im][m] * 0.5 + U[k][j][im][m];

/* rhs.c's first loop: i from 1 to n - 2, bound from a structure
   field.  */
#define INTERIOR(U, R)							\
  for (int k = 1; k < K - 1; k++)					\
    for (int j = 1; j < J - 1; j++)					\
      for (int in = 1; in <= grid.n - 2; in++)				\
	{								\
	  double r = 1.0 / U[k][j][in][0];				\
	  R[k][j][in][1] = U[k][j][in + 1][1] * r - U[k][j][in - 1][2];	\
	  R[k][j][in][4] = U[k][j][in][3] * r;				\
	}

/* Back substitution (x_solve): counting down, with a subscript
   computed from the counter, which keeps its division.  */
#define BACK(U, R)							\
  for (int j = 0; j < J; j++)						\
    for (int ib = gp[0] - 3; ib >= 0; ib--)				\
      {									\
	int i1 = ib + 1;						\
	for (int m = 0; m < 3; m++)					\
	  R[1][j][ib][m] = R[1][j][ib][m] - 0.25 * R[1][j][i1][m];	\
      }

/* A bound computed before the loop, '!=', and '>' counting down (also
   an unsigned counter down to 1).  */
#define BEFORE(U, R)							\
  {									\
    int n = gp[1] - 2;							\
    for (unsigned iu = 2; iu != (unsigned) n + 1; iu++)			\
      R[0][0][iu][2] += U[0][0][iu][2];					\
    for (long il = n; il > 1; il--)					\
      R[2][1][il][3] = R[2][1][il][3] * 2.0 - U[2][1][il - 1][3];	\
    for (unsigned iw = gp[0] - 1; iw > 0; iw--)				\
      R[2][2][iw][0] += U[2][2][iw][1];					\
  }

__attribute__ ((noipa)) static void
middle (void)
{
  MIDDLE (u, rhs) /* { dg-message "loop strip-mined by 4" } */
}

__attribute__ ((noipa)) static void
interior (void)
{
  INTERIOR (u, rhs) /* { dg-message "loop strip-mined by 4" } */
}

__attribute__ ((noipa)) static void
back (void)
{
  BACK (u, rhs) /* { dg-message "loop strip-mined by 4" } */
}

__attribute__ ((noipa)) static void
before (void)
{
  BEFORE (u, rhs) /* { dg-message "loop strip-mined by 4" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
reference (void)
{
  MIDDLE (u_ref, rhs_ref)
  INTERIOR (u_ref, rhs_ref)
  BACK (u_ref, rhs_ref)
  BEFORE (u_ref, rhs_ref)
}

int
main (void)
{
  for (int n = 3; n <= NMAX; n++)
    {
      for (int k = 0; k < K; k++)
	for (int j = 0; j < J; j++)
	  for (int i = 0; i < NMAX; i++)
	    for (int m = 0; m < 5; m++)
	      {
		u[k][j][i][m] = u_ref[k][j][i][m] = 1.0 + i * 0.37 + m + k - j;
		rhs[k][j][i][m] = rhs_ref[k][j][i][m] = i * 1.25 - m + j;
	      }
      gp[0] = n;
      gp[1] = NMAX + 3 - n;
      grid.n = n;
      middle ();
      interior ();
      back ();
      before ();
      reference ();
      int differ = 0;
      for (int k = 0; k < K; k++)
	for (int j = 0; j < J; j++)
	  for (int i = 0; i < NMAX; i++)
	    for (int m = 0; m < 5; m++)
	      {
		double x = rhs[k][j][i][m], y = rhs_ref[k][j][i][m];
		differ |= memcmp (&x, &y, sizeof x);
	      }
      if (differ)
	abort ();
    }
  return 0;
}

/* Kernels middle and back, and the fill loop of main have inner loops;
   back and the last two loops of before count down.  */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4 \[^\n\]*it has inner loops" 4 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4 \[^\n\]*it counts down" 3 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-not "not strip-mined" "hyperlane-layout" } } */
/* The counters' subscripts come from the tile loops (hl_tile), with no
   division; i1, in + 1 and il - 1 keep theirs.  */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[im\\\]\\\[m\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 3 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[in\\\]\\\[\[0-9\]\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 4 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[ib\\\]\\\[m\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 2 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[iu\\\]\\\[2\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 3 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[il\\\]\\\[3\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 2 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "rewrote \[ru\]\[^ \]*\\\[iw\\\]\\\[\[01\]\\\] -> \[ru\]\[^ \]*\\\[hl_tile" 3 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "rewrote rhs\\\[1\\\]\\\[j\\\]\\\[i1\\\]\\\[m\\\] -> rhs\\\[1\\\]\\\[j\\\]\\\[D\\.\[0-9\]+\\\]\\\[m\\\]" "hyperlane-layout" } } */
