/* A structure array copied element-wise as a whole keeps its layout.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct P { float x, y, z; };
static struct P a[64];
#pragma array_transform a[i][f] -> INTERCHANGE(i, f)
struct P get (int i) { return a[i]; } /* { dg-warning "layout of .a. not changed: it is used as a whole or in part" } */
