/* vector-width=512 plans at GCC's preferred 512 bits only, with no
   256-bit trial, on the CPU where the stride-5 loop would take one.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-vector-width=512 -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "vector-width.h"

/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "stride 3" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx512\\)" "stride 5" { target *-*-* } 26 } */
/* { dg-final { scan-tree-dump-not "32-byte plan" "hyperlane" } } */
