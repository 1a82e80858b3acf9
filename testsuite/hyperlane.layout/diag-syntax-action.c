/* An unknown action name is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> TRANSPOSE(i, m) /* { dg-error "unknown layout action 'TRANSPOSE'; expected STRIP_MINE, INTERCHANGE, PAD or PEEL" } */
double f (void) { return u[1][2]; }
