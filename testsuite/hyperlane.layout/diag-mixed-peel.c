/* A structure of mixed field types is split per field; PEEL on it is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static struct P { float x; double m; } a[64];
#pragma array_transform a[i][f] -> PEEL(f, 1) /* { dg-error "a structure with fields of different types is split into one array per field; PEEL cannot be used on it" } */
double f (void) { return a[1].m; }
