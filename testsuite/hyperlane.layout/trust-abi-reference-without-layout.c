/* A translation unit built without a layout does not link with the
   definition of a global array that has one: the transformed definition
   does not define the plain symbol, and the linker prints the record the
   definition's object carries, which names its layout (issue 23).  */
/* { dg-do link } */
/* { dg-options "-O2" } */
/* { dg-additional-unit {-O2 -fplugin-arg-hyperlane-layout-trust -fplugin-arg-hyperlane-layout=u[i][m]->STRIP_MINE(i,4,ii)} } */

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

/* { dg-warning "hyperlane: 'u' has the layout 'u\\\[i\\\]\\\[m\\\] -> STRIP_MINE\\(i, 4, ii\\)' in \[^ \]*trust-abi-reference-without-layout\\.c \\(symbol u\\.hyperlane\\.i\\.m\\.STRIP_MINE\\.i\\.4\\.ii\\), but this reference expects it without a layout" "" { target *-*-* } 0 } */
/* { dg-message "undefined reference to .u'" "" { target *-*-* } 0 } */
/* { dg-prune-output "(relocation against|creating DT_TEXTREL)" } */
