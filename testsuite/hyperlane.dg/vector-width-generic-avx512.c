/* Other AVX-512 CPUs (here x86-64-v4's generic tuning) run 512-bit
   operations at full width: every plan is a 512-bit one, with no 256-bit
   trial.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "vector-width.h"

/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "stride 3" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx512\\)" "stride 5" { target *-*-* } 26 } */
/* { dg-final { scan-tree-dump-not "32-byte plan" "hyperlane" } } */
