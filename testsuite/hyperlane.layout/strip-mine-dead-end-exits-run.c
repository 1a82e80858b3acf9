/* Loops that leave only to end the program -- a failed assert, abort,
   exit -- are strip-mined to match the strip-mined array they index:
   nothing runs after such an exit, and the counter holds its value at
   every iteration.  A loop that leaves to code that goes on (a return)
   keeps the division, with a warning.  Results are bit-identical to an
   array of the old layout, and the program ends where it did before.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fdump-tree-hyperlane-layout-details" } */

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

static double a[64][5];
static double ref[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

__attribute__ ((noipa)) void
checked_scale (int lo, int n, double s)
{
  for (int i = lo; i < n; i++)
    {
      assert (a[i][0] == a[i][0]);
      for (int m = 0; m < 5; m++)
	a[i][m] *= s;
    }
}

__attribute__ ((noipa)) void
aborting_update (int lo, int n)
{
  for (int i = lo; i <= n; i++)
    {
      if (a[i][4] < 0)
	{
	  fprintf (stderr, "negative at %d: %g\n", i, a[i][4]);
	  abort ();
	}
      a[i][1] = a[i][2] + a[i][3];
    }
}

__attribute__ ((noipa)) void
exiting_update (int n)
{
  for (int i = n - 1; i >= 0; i--)
    {
      if (a[i][1] > 1e30)
	exit (3);
      a[i][0] = a[i][1] - a[i][4];
    }
}

__attribute__ ((noipa)) double
first_negative (int n)
{
  for (int i = 0; i < n; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(it has more than one exit\\)" } */
    if (a[i][1] < 0)
      return a[i][2];
  return 0;
}

__attribute__ ((noipa)) void
reference (int lo, int n, double s)
{
  for (int i = lo; i < n; i++)
    for (int m = 0; m < 5; m++)
      ref[i][m] *= s;
  for (int i = lo; i <= n - 2; i++)
    ref[i][1] = ref[i][2] + ref[i][3];
  for (int i = n - 3; i >= 0; i--)
    ref[i][0] = ref[i][1] - ref[i][4];
}

/* Whether a holds what ref does, bit for bit.  */
static int
same (void)
{
  int differ = 0;
  for (int i = 0; i < 64; i++)
    for (int m = 0; m < 5; m++)
      {
	double x = a[i][m], y = ref[i][m];
	differ |= __builtin_memcmp (&x, &y, sizeof (double));
      }
  return !differ;
}

/* exit (3) from exiting_update ends here, after its loop updated rows
   19 down to 8 and left row 7 as it was.  */
static void
at_exit (void)
{
  _Exit (same () ? 0 : 1);
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    for (int m = 0; m < 5; m++)
      a[i][m] = ref[i][m] = i * 0.5 + m + 1;
  for (int lo = 0; lo < 5; lo++)
    {
      checked_scale (lo, 63 - lo, 1.25);
      aborting_update (lo, 61 - lo);
      exiting_update (61 - lo);
      reference (lo, 63 - lo, 1.25);
    }
  if (!same () || first_negative (64) != 0)
    abort ();
  /* The exit a loop takes still ends the program, where it did.  */
  a[7][1] = ref[7][1] = 1e31;
  for (int i = 19; i > 7; i--)
    ref[i][0] = ref[i][1] - ref[i][4];
  atexit (at_exit);
  exiting_update (20);
  abort ();
}

/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 5 "hyperlane-layout" } } */
