/* A dimension named twice is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][i] -> PAD(i, 1) /* { dg-error "dimension name 'i' used twice" } */
double f (void) { return u[1][2]; }
