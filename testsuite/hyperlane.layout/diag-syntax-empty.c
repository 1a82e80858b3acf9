/* An empty pragma is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform /* { dg-error ".#pragma array_transform. needs an array, its dimension names and at least one action" } */
double f (void) { return u[1][2]; }
