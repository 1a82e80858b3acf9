/* -fvect-cost-model=cheap lets -O2 add runtime alias checks: the
   functions of param-versioning.c get their second body.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=x86-64-v3 -fvect-cost-model=cheap -fopt-info-vec-optimized" } */

#include "param-versioning.h"
DEFINE_KERNELS (, )	/* { dg-message "function versioned for disjoint pointer parameters 'a', 'v' and 'b'" } */
/* { dg-message "parameters 'lhs', 'c' and 'r'" "eliminate" { target *-*-* } 7 } */
/* { dg-message "parameters 'p' and 'q'" "shift" { target *-*-* } 7 } */
/* { dg-message "parameters 'a', 'b' and 'tag'" "mix" { target *-*-* } 7 } */
