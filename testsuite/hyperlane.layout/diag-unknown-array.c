/* A pragma naming no array of its scope is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform nosuch[i][m] -> INTERCHANGE(i, m) /* { dg-error "'nosuch' in '#pragma array_transform' is not an array defined or used in this scope" } */
double f (void) { return u[1][2]; }
