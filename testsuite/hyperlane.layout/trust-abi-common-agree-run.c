/* Under -fcommon translation units that define (tentatively) the same
   global arrays with the same layouts link silently and run: each
   definition guards the plain symbol in a group the units share.  */
/* { dg-do run } */
/* { dg-options {-O2 -fcommon -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m);w[i][m]->PAD(m,1)} } */
/* { dg-additional-unit {-O2 -fcommon -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m);w[i][m]->PAD(m,1)} } */

double u[64][4];
double w[8][3];

#if HYPERLANE_UNIT == 1
double
peek (int i, int m)
{
  return u[i][m] + w[i % 8][m % 3];
}
#else
double peek (int, int);

int
main (void)
{
  for (int i = 0; i < 64; i++)
    for (int m = 0; m < 4; m++)
      u[i][m] = 10 * i + m;
  for (int i = 0; i < 8; i++)
    for (int m = 0; m < 3; m++)
      w[i][m] = 1000 * m + i;
  return peek (5, 1) != 51 + 1005;
}
#endif
