/* An array of unknown size cannot change layout (even trusted).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

/* { dg-options "-O2 -fplugin-arg-hyperlane-layout-trust" } */
extern double u[][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m) /* { dg-error "cannot change the layout of 'u': its dimensions are not all known constants" } */
double f (void) { return u[1][2]; }
