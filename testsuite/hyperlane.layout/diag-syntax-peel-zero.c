/* PEEL of 0 is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PEEL(m, 0) /* { dg-error "PEEL size must not be zero" } */
double f (void) { return u[1][2]; }
