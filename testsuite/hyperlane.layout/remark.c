/* -fopt-info-vec reports each applied layout at the array.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-optimized" } */

static double u[8][5]; /* { dg-message "optimized: hyperlane: layout of 'u' changed by 'u\\\[i\\\]\\\[m\\\] -> INTERCHANGE\\(i, m\\)': u: double\\\[5\\\]\\\[8\\\]" } */
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
double f (int i) { return u[i][2]; }
