/* A parameter counted by the loop (for (; i < n; i++)) is a local
   counter: the loop is strip-mined, and the array holds what the loop
   without the layout gives, from any start and in both directions.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout-details" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

__attribute__ ((noinline)) void
up (int i, int n)
{
  for (; i < n; i++)
    a[i][1] = a[i][0] + i;
}

__attribute__ ((noinline)) void
down (long i, long lo)
{
  while (i >= lo)
    {
      a[i][2] = a[i][1] * 2.0;
      i--;
    }
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    a[i][0] = 3 * i;
  up (3, 61);
  down (59, 6);
  for (int i = 0; i < 64; i++)
    {
      double one = i >= 3 && i < 61 ? 4.0 * i : 0.0;
      double two = i >= 6 && i <= 59 ? 2.0 * one : 0.0;
      if (a[i][0] != 3 * i || a[i][1] != one || a[i][2] != two)
	__builtin_abort ();
    }
  return 0;
}

/* up, down and main's two loops.  */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 4 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "it counts down" 1 "hyperlane-layout" } } */
