/* Chained PEELs on two dimensions are an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PEEL(m, 1) -> PEEL(i, 2) /* { dg-error "chained PEELs must act on one dimension \\('m'\\), not 'i'" } */
double f (void) { return u[1][2]; }
