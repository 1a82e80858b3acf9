/* -fsanitize=bounds copies the subscripts of a strip-mined array into
   temporaries of the compiler's, one of them without a name: the loop
   keeps the division, and the warning names the temporary instead of
   failing (it stopped the compiler).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fsanitize=bounds" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

void
stencil (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by '(a temporary|i\[.0-9\]*)'" } */
    a[i][0] = a[i + 1][1];
}

double
get (int i, int m)
{
  return a[i][m];
}
