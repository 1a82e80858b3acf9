/* The loops of alias-invariant-offsets.h give the scalar loops' results,
   bit for bit, on every path and at every shift: records apart, meeting,
   or read a record before they are written.  */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */

#include "alias-invariant-offsets.h"

#pragma GCC push_options
#pragma GCC optimize ("no-tree-vectorize")
#define grid grid_ref
#define rows_next rows_next_ref
#define rows_on_paths rows_on_paths_ref
#define rows_maybe_same rows_maybe_same_ref
#define two_columns two_columns_ref
#define shifted shifted_ref
#include "alias-invariant-offsets.h"
#undef grid
#undef rows_next
#undef rows_on_paths
#undef rows_maybe_same
#undef two_columns
#undef shifted
#pragma GCC pop_options

rec5 grid[ROWS][COLS], grid_ref[ROWS][COLS];

#define RECS 400
rec3 pts[RECS], pts_ref[RECS];

static void
fill (void)
{
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      for (int m = 0; m < 5; m++)
	grid[r][c].f[m] = grid_ref[r][c].f[m] = 1.0 + r * 0.5 + c * 0.03 + m;
  for (int i = 0; i < RECS; i++)
    {
      pts[i] = pts_ref[i] = (rec3) { i * 0.25, 1.0 - i * 0.5, i * 0.125 + 2 };
    }
}

static void
check (void)
{
  if (__builtin_memcmp (grid, grid_ref, sizeof grid)
      || __builtin_memcmp (pts, pts_ref, sizeof pts))
    __builtin_abort ();
}

int
main (void)
{
  for (int n = 0; n < COLS - 1; n += 7)
    {
      fill ();
      rows_next (3, n, 0.5);
      rows_next_ref (3, n, 0.5);
      check ();
      for (int flag = 0; flag < 2; flag++)
	{
	  rows_on_paths (flag, 2, n, 0.25);
	  rows_on_paths_ref (flag, 2, n, 0.25);
	  check ();
	  rows_maybe_same (flag, 4, n, 0.75);
	  rows_maybe_same_ref (flag, 4, n, 0.75);
	  check ();
	}
      two_columns (5, n < ROWS ? n : ROWS, 1.5);
      two_columns_ref (5, n < ROWS ? n : ROWS, 1.5);
      check ();
    }
  static const int shifts[] = { -9, -8, -3, -2, -1, 0, 1, 2, 3, 7, 8, 9, 40 };
  for (unsigned s = 0; s < sizeof shifts / sizeof shifts[0]; s++)
    for (int n = 0; n <= 100; n += 11)
      {
	fill ();
	shifted (pts, 150, shifts[s], n, 0.5);
	shifted_ref (pts_ref, 150, shifts[s], n, 0.5);
	check ();
      }
  return 0;
}
