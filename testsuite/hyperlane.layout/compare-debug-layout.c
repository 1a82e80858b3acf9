/* -g does not change the code of a program whose array gets a hybrid
   SoA layout, its loops strip-mined (-fcompare-debug compiles the file
   again with -g toggled and compares).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -g -fcompare-debug -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */
/* The cross product reads A[(i + 1) % N], a subscript computed in the
   loop, which keeps its division, with a warning.  */
/* { dg-prune-output "keep a division \\(the subscript is computed in the loop" } */

#pragma array_transform A[i][f] -> STRIP_MINE(i, 8, l) -> INTERCHANGE(f, l)
#include "vec3.h"

/* { dg-message "layout of 'A' changed" "" { target *-*-* } 0 } */
/* { dg-prune-output "optimized:" } */
