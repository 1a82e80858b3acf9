/* A counter narrower than int is promoted where it indexes and where the
   exit test compares it (a[(int) i]); the pass does not strip-mine such a
   loop yet, and said nothing: its subscripts kept the division silently.
   Now the warning names the counter.  A counter of int's width is
   strip-mined.  Found by a fuzzer of C layouts.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout-details" } */

static double a[64][5];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

void
narrow (short n)
{
  for (short i = 0; i < n; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i'" } */
    a[i][2] = a[i][1] + 1.0;
}

void
bytes (unsigned char n)
{
  for (unsigned char i = 0; i < n; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i'" } */
    a[i][3] = a[i][1] * 2.0;
}

void
wide (int n)
{
  for (int i = 0; i < n; i++)
    a[i][4] = a[i][0] - 1.0;
}

/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4" 1 "hyperlane-layout" } } */
