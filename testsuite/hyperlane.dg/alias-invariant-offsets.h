/* Loops whose references differ by loop-invariant subscripts, which GCC's
   dependence analysis cannot compare (hlp/invariant-distance.h): rows k
   and k + 1 as in NPB SP's sweeps, rows chosen on two paths (PHIs), two
   columns of one row as in SP's boundary loops, and offsets into one
   array of records that are near or meet.  */

#ifndef ALIAS_INVARIANT_OFFSETS_TYPES
#define ALIAS_INVARIANT_OFFSETS_TYPES
#define ROWS 8
#define COLS 64

typedef struct { double f[5]; } rec5;
typedef struct { double x, y, z; } rec3;
#endif

extern rec5 grid[ROWS][COLS];

/* Row K from rows K and K + 1: NPB SP's back substitution.  */
void
rows_next (int k, int n, double c)
{
  int k1 = k + 1;
  for (int i = 0; i < n; i++)
    for (int m = 0; m < 5; m++)
      grid[k][i].f[m] = grid[k][i].f[m] - c * grid[k1][i].f[m];
}

/* Rows chosen on two paths, one row apart on both.  */
void
rows_on_paths (int flag, int p, int n, double c)
{
  int k0, k1;
  if (flag)
    {
      k0 = p - 1;
      k1 = p;
    }
  else
    {
      k0 = p + 2;
      k1 = p + 3;
    }
  for (int i = 0; i < n; i++)
    for (int m = 0; m < 5; m++)
      grid[k1][i].f[m] = grid[k1][i].f[m] + c * grid[k0][i].f[m];
}

/* Rows chosen on two paths, one row apart on one and the same row on the
   other: only a runtime check can tell.  */
void
rows_maybe_same (int flag, int p, int n, double c)
{
  int k0, k1;
  if (flag)
    {
      k0 = p - 1;
      k1 = p;
    }
  else
    {
      k0 = p;
      k1 = p;
    }
  for (int i = 0; i < n; i++)
    for (int m = 0; m < 5; m++)
      grid[k1][i + 1].f[m] = grid[k1][i + 1].f[m] + c * grid[k0][i].f[m];
}

/* Columns Q - 1 and Q of every row: NPB SP's boundary loops.  */
void
two_columns (int q, int n, double c)
{
  for (int j = 0; j < n; j++)
    {
      int i = q - 1;
      grid[j][i].f[0] = grid[j][i].f[0] + c;
      grid[j][i].f[1] = grid[j][i].f[1] - c;
      grid[j][i].f[2] = grid[j][i].f[2] * c;
      i = q;
      grid[j][i].f[0] = grid[j][i].f[0] - c;
      grid[j][i].f[1] = grid[j][i].f[1] * c;
    }
}

/* P[I] from P[I + SHIFT], SHIFT records away: independent fields,
   overlapping records or a recurrence, by the value of SHIFT.  */
void
shifted (rec3 *p, int o, int shift, int n, double c)
{
  int o2 = o + shift;
  for (int i = 0; i < n; i++)
    {
      p[o + i].x = p[o2 + i].y * c + p[o2 + i].z;
      p[o + i].z = p[o2 + i].x - c;
    }
}
