/* A STRIP_MINE tile of 0 is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> STRIP_MINE(i, 0, ii) /* { dg-error "STRIP_MINE tile size must be positive" } */
double f (void) { return u[1][2]; }
