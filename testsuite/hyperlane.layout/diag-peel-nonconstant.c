/* PEEL needs constant subscripts in the peeled dimension: an error at the PEEL, a note at the reference.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PEEL(m, 1) /* { dg-error "PEEL needs a constant subscript in dimension 'm' of 'u' in every reference" } */
double f (int m) { return u[1][m]; } /* { dg-message "the subscript of this reference there is not a constant" } */
