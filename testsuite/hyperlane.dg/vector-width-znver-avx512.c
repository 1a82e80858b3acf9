/* GCC 12 calls Zen 4 znver3 with AVX-512; it runs 512-bit operations as
   two 256-bit halves.  Each loop is planned at both widths: the stride-5
   loop takes the 256-bit plan, whose permutes per element are far fewer
   once the 512-bit shuffles count twice; the stride-3 loop keeps the
   512-bit plan, as heavy per element and half the code.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "vector-width.h"

/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "stride 3" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx512vl\\)" "stride 5" { target *-*-* } 26 } */
/* { dg-final { scan-tree-dump "32-byte plan: shuffle-port pressure \[0-9\]+ per 8 iterations against the 64-byte plan's \[0-9\]+ per 16, which count twice on this CPU: the 64-byte plan stays" "hyperlane" } } */
/* { dg-final { scan-tree-dump "32-byte plan: shuffle-port pressure \[0-9\]+ per 4 iterations against the 64-byte plan's \[0-9\]+ per 8, which count twice on this CPU: the 32-byte plan is taken" "hyperlane" } } */
