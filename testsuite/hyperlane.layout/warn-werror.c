/* With -Werror an escape is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

/* { dg-options "-O2 -Werror" } */
extern void g (double *);
static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
void f (void) { g (u[3]); } /* { dg-error "layout of .u. not changed: its address is taken" } */
