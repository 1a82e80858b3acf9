/* A global visible to other translation units keeps its layout without layout-trust.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

double u[8][5]; /* { dg-warning "layout of .u. not changed: it is visible to other translation units" } */
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
double f (void) { return u[1][2]; }
