/* A token the layout language does not have is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PAD(m, "2") /* { dg-error "unexpected token in .#pragma array_transform." } */
double f (void) { return u[1][2]; }
