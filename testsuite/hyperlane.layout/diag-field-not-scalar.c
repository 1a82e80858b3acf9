/* A structure with an array field has no field dimension.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static struct P { float v[3]; } a[64];
#pragma array_transform a[i][f] -> INTERCHANGE(i, f) /* { dg-error "its elements have a field that is not a scalar \\('v'\\)" } */
float f (void) { return a[1].v[0]; }
