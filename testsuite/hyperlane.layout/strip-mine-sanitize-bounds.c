/* -fsanitize=bounds copies the subscripts of a strip-mined array into
   temporaries of the compiler's (i.0 = i; D.5 = i + 1), tests them, then
   indexes with them.  A copy of the counter is read as the counter: the
   stencil's loop is strip-mined, and only its subscript i + 1 keeps the
   division, as without the option; an unsigned counter's i - 1, which
   GIMPLE writes i + 4294967295, is read as the stencil it is.  A subscript the loop cannot follow
   (2 * i) keeps the division, and the warning names the nameless
   temporary instead of failing (it stopped the compiler).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fsanitize=bounds -fdump-tree-hyperlane-layout-details" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

void
stencil (int n)
{
  for (int i = 0; i < n - 1; i++) /* { dg-warning "loop at depth 1 strip-mined, but its subscripts of the strip-mined array 'a' by 'i' keep a division \\(the variable plus a constant reads across tiles\\)" } */
    a[i][0] = a[i + 1][1];
}

void
stencil_unsigned (unsigned n)
{
  for (unsigned i = 1; i < n; i++) /* { dg-warning "strip-mined, but its subscripts of the strip-mined array 'a' by 'i' keep a division \\(the variable plus a constant reads across tiles\\)" } */
    a[i][0] = a[i - 1][1];
}

void
stencil_unsigned_long (unsigned long n)
{
  for (unsigned long i = 1; i < n; i++) /* { dg-warning "strip-mined, but its subscripts of the strip-mined array 'a' by 'i' keep a division \\(the variable plus a constant reads across tiles\\)" } */
    a[i][0] = a[i - 1][1];
}

void
scaled (int n)
{
  for (int i = 0; i < n / 2; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'a temporary'" } */
    a[2 * i][0] = 1.0;
}

double
get (int i, int m)
{
  return a[i][m];
}

/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 3 "hyperlane-layout" } } */
