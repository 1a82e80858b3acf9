/* A pragma inside a function applies to that function's local array (and
   not to the file-scope array of the same name); clears and the end of
   scope are repeated for every piece.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout-details" } */

#include <stdlib.h>

static double u[4][3] = { { 1, 2, 3 } };

static double __attribute__ ((noinline))
work (int n)
{
#pragma array_transform u[i][m] -> PEEL(m, 1)
  double u[16][3] = { { 0 } };
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      u[i][0] = i;
      u[i][1] = 2 * i;
      u[i][2] = 3 * i + 1;
    }
  for (int i = 0; i < 16; i++)
    s += u[i][0] * u[i][1] - u[i][2];
  return s;
}

int
main (void)
{
  double expect = 0;
  for (int i = 0; i < 16; i++)
    expect += i < 10 ? i * (2.0 * i) - (3 * i + 1) : 0;
  if (work (10) != expect || u[0][2] != 3)
    abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "new piece u: double\\\[16\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump "new piece u.hl1: double\\\[16\\\]\\\[2\\\]" "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-not "new piece u: double\\\[4\\\]" "hyperlane-layout" } } */
