/* An array used by an asm statement keeps its layout.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

static double u[8][5];
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
void f (void) { __asm__ volatile ("" : : "m" (u[1][1])); } /* { dg-warning "layout of .u. not changed: it is an operand of an asm statement" } */
double h (void) { return u[1][2]; }
