/* reduced-precision.h at avx512, with the plugin forced on (cost=always):
   groups of _Bool elements and 1-bit bit-fields are left to GCC without
   an ICE, and every loop computes what the scalar loop computes.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "reduced-precision.h"

/* { dg-final { scan-tree-dump "a type narrower than its element size \\(_Bool, bool, LOGICAL" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "loop vectorized by hyperlane" "hyperlane" } } */
