/* A loop that indexes a strip-mined array by a value it computes (2 * i,
   idx[i], *p++) or by a global it changes keeps the division, and says
   so: a warning at the loop, naming the global or "a temporary".  A value
   no loop changes (k, n / 2) keeps its division silently: GCC hoists
   it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

int idx[64];
int g;

void
scaled (int n)
{
  for (int i = 0; i < n / 2; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'a temporary' \\(the subscript is computed in the loop, not a counter\\)" } */
    a[2 * i][0] = 1.0;
}

void
indirect (int n)
{
  for (int i = 0; i < n; i++) /* { dg-warning "which it indexes by 'a temporary' \\(the subscript is computed in the loop, not a counter\\)" } */
    a[idx[i]][1] = 1.0;
}

void
walk (const int *p, int n)
{
  while (n-- > 0) /* { dg-warning "which it indexes by 'a temporary'" } */
    a[*p++][2] += 1.0;
}

void
global_counter (int n)
{
  for (g = 0; g < n; g++) /* { dg-warning "which it indexes by 'g' \\(the subscript is not a local counter\\)" } */
    a[g][3] = 1.0;
}

void
invariant (int k, int n)
{
  for (int i = 0; i < n; i++)
    a[k][4] += a[n / 2][0] + a[idx[k]][1];
}

void
outer_varies (int n)
{
  for (int j = 0; j < n; j++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'a temporary'" } */
    for (int m = 0; m < 5; m++)
      a[idx[j]][m] = m;
}

double
get (int i, int m)
{
  return a[i][m];
}
