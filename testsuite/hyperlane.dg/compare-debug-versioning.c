/* -fcompare-debug on the second bodies of functions versioned for their
   pointer parameters, and on vector loops versioned for aliasing with
   their epilogues.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -g -fcompare-debug -fplugin-arg-hyperlane-alias-versioning=always -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "param-versioning.h"
DEFINE_KERNELS (, )	/* { dg-message "function versioned for disjoint pointer parameters" } */
#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "" { target *-*-* } 0 } */
/* { dg-prune-output "optimized:" } */
