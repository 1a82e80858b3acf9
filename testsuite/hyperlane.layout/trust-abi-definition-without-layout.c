/* A translation unit that uses a global array with a layout does not link
   with a definition built without one (issue 23).  */
/* { dg-do link } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->INTERCHANGE(i,m)} } */
/* { dg-additional-unit {-O2} } */

#if HYPERLANE_UNIT == 1
double u[64][4];
#else
extern double u[64][4];

int
main (void)
{
  for (int i = 0; i < 64; i++)
    u[i][1] = i;
  return u[5][1] != 5;
}
#endif

/* { dg-message "undefined reference to .u\\.hyperlane\\.i\\.m\\.INTERCHANGE\\.i\\.m'" "" { target *-*-* } 0 } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
