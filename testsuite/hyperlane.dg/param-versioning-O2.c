/* The check at entry of a second body is a runtime alias check: under
   -fvect-cost-model=very-cheap, GCC 12's default at -O2, GCC adds none,
   and the function keeps its one body with a remark naming the option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=x86-64-v3 -fopt-info-vec-missed" } */

#include "param-versioning.h"
DEFINE_KERNELS (, )	/* { dg-message "pointer parameters not versioned: the check at entry is a runtime alias check, which -fvect-cost-model=very-cheap \\(GCC 12's default at -O2\\) does not allow: -fvect-cost-model=cheap or -O3 allows it" } */
/* { dg-bogus "function versioned" "" { target *-*-* } 8 } */
/* { dg-prune-output "missed:" } */
