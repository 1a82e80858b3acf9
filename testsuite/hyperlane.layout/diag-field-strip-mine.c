/* The field dimension of a structure array cannot be strip-mined.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static struct P { float x, y, z, w; } a[64];
#pragma array_transform a[i][f] -> STRIP_MINE(f, 2, ff) /* { dg-error "the field dimension 'f' cannot be strip-mined" } */
float f (void) { return a[1].y; }
