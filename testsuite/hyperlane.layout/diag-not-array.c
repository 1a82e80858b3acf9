/* A spec on a scalar is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double x; /* { dg-message "declared here" } */
#pragma array_transform x[i] -> PAD(i, 1) /* { dg-error "'x' is not an array" } */
double f (void) { return x; }
