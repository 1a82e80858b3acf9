/* Translation units given the same layouts of global arrays link and run:
   a definition with a static initializer, peeled into pieces, and extern
   references, with debug information (issue 23).  */
/* { dg-do run } */
/* { dg-options {-O2 -g -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);w[i][m]->PEEL(m,1)} } */
/* The check loop leaves early (abort), so it keeps the division, with
   a warning.  */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */
/* { dg-additional-unit {-O2 -g -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->STRIP_MINE(i,4,ii)->INTERCHANGE(m,ii);w[i][m]->PEEL(m,1)} } */

#if HYPERLANE_UNIT == 1
double u[10][3];
double w[4][3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 }, { 10, 11, 12 } };

void
fill (void)
{
  for (int i = 0; i < 10; i++)
    for (int m = 0; m < 3; m++)
      u[i][m] = 10 * i + m;
}
#else
extern double u[10][3];
extern double w[4][3];
void fill (void);

int
main (void)
{
  fill ();
  for (int i = 0; i < 10; i++)
    for (int m = 0; m < 3; m++)
      if (u[i][m] != 10 * i + m)
	__builtin_abort ();
  for (int i = 0; i < 4; i++)
    if (w[i][0] != 3 * i + 1 || w[i][1] != 3 * i + 2 || w[i][2] != 3 * i + 3)
      __builtin_abort ();
  return 0;
}
#endif
