/* -fopt-info-vec-missed reports a refused layout with its reason.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-missed -w" } */

extern void g (double *);
static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
void f (void) { g (u[1]); } /* { dg-message "missed: hyperlane: layout of 'u' not changed: its address is taken" } */
