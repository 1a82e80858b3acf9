/* A spec without '->' and an action is an error at the token after the dimensions.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] INTERCHANGE(i, m) /* { dg-error "expected '->' and a layout action after the dimensions of 'u'" } */
double f (void) { return u[1][2]; }
