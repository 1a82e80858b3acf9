/* A loop that leaves early cannot be strip-mined to match the hybrid-SoA
   array it indexes: a warning and a missed remark say so, with the
   loop's depth, and the subscripts keep their division (correct,
   slower).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-missed" } */

static double a[64][4];
#pragma array_transform a[i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)

double
first_negative (int n)
{
  for (int i = 0; i < n; i++) /* { dg-warning "loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(it has more than one exit\\): its subscripts keep a division, and the layout may make it slower" } */
    /* { dg-message "missed: hyperlane: loop at depth 1 not strip-mined to match the strip-mined array 'a', which it indexes by 'i' \\(it has more than one exit\\): its subscripts keep a division\n" "remark" { target *-*-* } .-1 } */
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
