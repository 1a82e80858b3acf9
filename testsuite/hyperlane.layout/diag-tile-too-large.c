/* A tile larger than its dimension is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> STRIP_MINE(i, 16, ii) /* { dg-error "STRIP_MINE tile size 16 is larger than dimension 'i' \\(8\\)" } */
double f (void) { return u[1][2]; }
