/* With -flto the top-level assembly of every object of a partition is
   one file: the layout markers and guards of units that agree are
   defined once there, so a program of two units that define and use
   global arrays with the same layouts links and runs (before: "symbol
   'hyperlane.layout.of.u' is already defined").  */
/* { dg-do run } */
/* { dg-options {-O2 -flto -flto-partition=one -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m);w[i][m]->PAD(m,1)} } */
/* { dg-additional-unit {-O2 -flto -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m);w[i][m]->PAD(m,1)} } */

#if HYPERLANE_UNIT == 1
double u[64][4];
double w[8][3] = { { 1, 2, 3 } };

__attribute__ ((noipa)) double
peek (int i, int m)
{
  return u[i][m] + w[i % 8][m % 3];
}
#else
extern double u[64][4];
extern double w[8][3];
double peek (int, int);

int
main (void)
{
  /* Written here along the rows, read there element by element.  */
  for (int m = 0; m < 4; m++)
    for (int i = 63; i >= 0; i--)
      u[i][m] = i * 10 + m;
  w[5][1] += 1000;
  double sum = 0;
  for (int i = 0; i < 64; i += 9)
    sum += peek (i, i % 4);
  return sum != 3533 || peek (5, 1) != 51 + 1000;
}
#endif
