/* -g does not change the code: GCC compiles the file again with -g
   toggled and compares (-fcompare-debug), here on the Thomas sweeps
   unrolled and jammed and the loops vectorized after.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -g -fcompare-debug -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "nest-jam.h"

/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 0 } */
/* { dg-prune-output "optimized:" } */
