/* A PEEL that leaves nothing is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PEEL(m, 2) -> PEEL(m, -3) /* { dg-error "PEEL size -3 leaves no element in dimension 'm' \\(3 remain to peel from\\)" } */
double f (void) { return u[1][2]; }
