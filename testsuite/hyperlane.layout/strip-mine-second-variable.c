/* A loop that changes two variables indexing one strip-mined array is
   strip-mined by the counter its exit test compares; the subscripts by
   the other variable keep their division, and the warning names that
   variable and says the loop is strip-mined by another.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

__attribute__ ((noinline)) void
two (int n, int k)
{
  for (int i = 0; i < n; i++) /* { dg-warning "strip-mined, but its subscripts of the strip-mined array 'a' by 'k' keep a division \\(the loop is strip-mined by another variable\\)" } */
    {
      a[i][0] = i;
      a[k][1] = a[i][0] + 2.0;
      k++;
    }
}

int
main (void)
{
  two (37, 5);
  for (int i = 0; i < 64; i++)
    {
      if (a[i][0] != (i < 37 ? i : 0))
	__builtin_abort ();
      if (a[i][1] != (i >= 5 && i < 42 ? i - 5 + 2.0 : 0))
	__builtin_abort ();
    }
  return 0;
}
