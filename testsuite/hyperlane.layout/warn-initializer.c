/* An array whose address initializes another variable keeps its layout.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
double *p = &u[2][0]; /* { dg-warning "layout of .u. not changed: its address is taken in the initializer of another variable" } */
double h (void) { return u[1][2]; }
