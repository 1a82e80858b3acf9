/* A loop that leaves early cannot be strip-mined to match the hybrid-SoA
   array it indexes: a missed remark says so, and the subscripts keep
   their division (correct, slower).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-missed" } */

static double a[64][4];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

double
first_negative (int n)
{
  for (int i = 0; i < n; i++) /* { dg-message "loop not strip-mined to match a strip-mined array \\(it has more than one exit\\): its subscripts keep a division" } */
    if (a[i][1] < 0)
      return a[i][2];
  return 0;
}

void
fill (int n, double v)
{
  for (int i = 0; i < n; i++)
    a[i][1] = a[i][2] = v;
}
