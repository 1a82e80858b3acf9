/* Initialized arrays keep their data: explicit, designated, ranged and
   missing (zero) initial values move with their elements, for an
   interchange, a pad at the front, a peel and a strip-mine.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout" } */
/* The check loop leaves early (abort), so it keeps the division, with
   a warning.  */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */

#include <stdlib.h>

#define INIT { { 1, 2, 3, 4, 5 }, { [2] = 7, [4] = 9 }, \
	       { [0 ... 3] = -1 }, { 10 }, { 0, 0, 0, 0, 11 }, { 12, 13 } }
static double a[6][5] = INIT, a_ref[6][5] = INIT;
static double b[6][5] = INIT, b_ref[6][5] = INIT;
static double c[6][5] = INIT, c_ref[6][5] = INIT;
static double d[6][5] = INIT, d_ref[6][5] = INIT;
static const struct { int x, y; } s[4] = { { 1, 2 }, [2] = { .y = 5 } },
  s_ref[4] = { { 1, 2 }, [2] = { .y = 5 } };
static float e[7] = { 1.5f, 2.5f, [6] = 3.5f }, e_ref[7] = { 1.5f, 2.5f, [6] = 3.5f };

#pragma array_transform a[i][m] -> INTERCHANGE(i, m)
#pragma array_transform b[i][m] -> PAD(i, -3) -> PAD(m, 2)
#pragma array_transform c[i][m] -> PEEL(m, 2) -> PEEL(m, -1)
#pragma array_transform d[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(ii, m)
#pragma array_transform s[i][f] -> INTERCHANGE(i, f)
#pragma array_transform e[i] -> STRIP_MINE(i, 2, ii)

int
main (void)
{
  for (int i = 0; i < 6; i++)
    {
#define CHECK(m)							\
      if (a[i][m] != a_ref[i][m] || b[i][m] != b_ref[i][m]		\
	  || c[i][m] != c_ref[i][m] || d[i][m] != d_ref[i][m])		\
	abort ();
      CHECK (0) CHECK (1) CHECK (2) CHECK (3) CHECK (4)
    }
  for (int i = 0; i < 4; i++)
    if (s[i].x != s_ref[i].x || s[i].y != s_ref[i].y)
      abort ();
  for (int i = 0; i < 7; i++)
    if (e[i] != e_ref[i])
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times "new piece" 8 "hyperlane-layout" } } */
