/* A pre-action after PEEL is an error (PEEL is a post-action).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PEEL(m, 1) -> PAD(i, 2) /* { dg-error "PAD after PEEL: PEEL is a post-action and must follow every other action" } */
double f (void) { return u[1][2]; }
