/* NPB's loop form: a size_t induction variable from 1 to a file-scope
   bound (i <= nx), the header loading nx again each iteration.  Hybrid
   SoA of a and b: the loop is strip-mined all the same (nothing in it
   can change nx), full tiles are vectorized, and the results are
   bit-identical to the untransformed reference for every nx.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fopt-info-vec -fdump-tree-hyperlane-layout-details" } */
/* The check loop leaves early (abort), so it keeps the division, with
   a warning.  */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */

#include <stdlib.h>
#include <string.h>

#define NMAX 40
static double a[NMAX][5], b[NMAX][5];
static double a_ref[NMAX][5], b_ref[NMAX][5];
static size_t nx;

#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)
#pragma array_transform b[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

#define KERNEL(A, B)							\
  for (size_t i = 1; i <= nx; i++)					\
    {									\
      double s = A[i][0] + A[i][1];					\
      B[i][0] = s * A[i][2];						\
      B[i][1] = A[i][3] - s;						\
      B[i][2] = A[i][4] * A[i][0];					\
      B[i][3] = B[i][3] + A[i][1];					\
      B[i][4] = s;							\
    }

__attribute__ ((noipa)) static void
kernel (void)
{
  KERNEL (a, b) /* { dg-message "loop strip-mined by 4" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
kernel_ref (void)
{
  KERNEL (a_ref, b_ref)
}

int
main (void)
{
  for (size_t n = 0; n < NMAX - 1; n++)
    {
      for (int i = 0; i < NMAX; i++)
	{
#define FILL(m)								\
	  a[i][m] = a_ref[i][m] = i * 0.37 + m;				\
	  b[i][m] = b_ref[i][m] = i * 1.25 - m;
	  FILL (0) FILL (1) FILL (2) FILL (3) FILL (4)
	}
      nx = n;
      kernel ();
      kernel_ref ();
      for (int i = 0; i < NMAX; i++)
	{
#define CHECK(m)							\
	  {								\
	    double x = b[i][m], y = b_ref[i][m];			\
	    if (memcmp (&x, &y, sizeof x))				\
	      abort ();							\
	  }
	  CHECK (0) CHECK (1) CHECK (2) CHECK (3) CHECK (4)
	}
    }
  return 0;
}

/* { dg-final { scan-tree-dump "strip-mined loop \[0-9\]+ by 4 .*full tiles in loop" "hyperlane-layout" } } */
