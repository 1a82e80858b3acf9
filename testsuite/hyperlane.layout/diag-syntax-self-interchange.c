/* INTERCHANGE of a dimension with itself is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, i) /* { dg-error "INTERCHANGE of dimension 'i' with itself" } */
double f (void) { return u[1][2]; }
