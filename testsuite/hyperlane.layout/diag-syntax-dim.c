/* An action on a name that is not a dimension is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, q) /* { dg-error "'q' is not a dimension of 'u' at this point of the spec" } */
double f (void) { return u[1][2]; }
