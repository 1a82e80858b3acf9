/* -fcompare-debug on the column walks: the enclosing loop jammed and the
   fused loop planned again.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -g -fcompare-debug -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "column-jam.h"

/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 0 } */
/* { dg-prune-output "optimized:" } */
