/* Two specs for one array are an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> PAD(m, 3)
#pragma array_transform u[i][m] -> PAD(i, 3) /* { dg-error "'u' already has a layout spec" } */
double f (void) { return u[1][2]; }
