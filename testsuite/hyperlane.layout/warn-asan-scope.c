/* Under -fsanitize=address, AddressSanitizer marks the scope of each
   automatic array through its address (ASAN_MARK): the layout of such an
   array is refused, and the warning says why and what keeps it, not that
   the program takes its address.  A static array keeps its layout.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fsanitize=address -fopt-info-vec" } */

double
local (int n)
{
  double t[4][6];	/* { dg-warning "layout of 't' not changed: AddressSanitizer checks its scope through its address \\(-fsanitize=address; -fno-sanitize-address-use-after-scope or a static array keeps the layout\\)" } */
#pragma array_transform t[i][m] -> INTERCHANGE(i, m)
  for (int i = 0; i < 4; i++)
    for (int m = 0; m < 6; m++)
      t[i][m] = i + 0.5 * m * n;
  return t[3][5];
}

double
kept (int n)
{
  static double s[4][6];	/* { dg-message "layout of 's' changed" } */
#pragma array_transform s[i][m] -> INTERCHANGE(i, m)
  for (int i = 0; i < 4; i++)
    for (int m = 0; m < 6; m++)
      s[i][m] = i + 0.5 * m * n;
  return s[3][5];
}
