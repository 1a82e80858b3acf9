/* Errors in a layout file are located at its line and column
   (bad-spec.layout:4:33: error: ...; the corpus checks the whole shape).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

/* { dg-options "-O2 -fplugin-arg-hyperlane-layout-file=@srcdir@/bad-spec.layout" } */
/* { dg-error "33:unknown layout action 'SWAP'" "file error" { target *-*-* } 0 } */
static double u[8][5];
double f (void) { return u[1][2]; }
