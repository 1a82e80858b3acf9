/* An array whose address escapes keeps its layout: a warning at the use.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern void g (double *);
static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m) /* { dg-message "layout requested here" } */
void f (void) { g (&u[0][0]); } /* { dg-warning "layout of .u. not changed: its address is taken in a statement" } */
double h (void) { return u[1][2]; }
