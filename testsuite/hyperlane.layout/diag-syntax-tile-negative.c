/* A negative STRIP_MINE tile is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> STRIP_MINE(i, -4, ii) /* { dg-error "a tile size must be a positive integer" } */
double f (void) { return u[1][2]; }
