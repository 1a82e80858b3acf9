/* A volatile array keeps its layout.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static volatile double u[8][5]; /* { dg-warning "layout of .u. not changed: it is volatile" } */
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
double f (void) { return u[1][2]; }
