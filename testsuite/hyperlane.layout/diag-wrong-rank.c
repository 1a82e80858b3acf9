/* A spec with the wrong number of dimensions is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5]; /* { dg-message "declared here" } */
#pragma array_transform u[i][j][m] -> INTERCHANGE(i, m) /* { dg-error "'u' has 2 dimensions but the spec names 3" } */
double f (void) { return u[1][2]; }
