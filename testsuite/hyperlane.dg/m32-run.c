/* 32-bit x86 (-m32): pointers, sizetype and the iteration counts of the
   vector loop's guard are 32 bits wide, and the runtime alias checks
   compare 32-bit addresses.  cost-model-very-cheap-run.c's kernels at
   -O3 (epilogues, alias checks, a live value) give the scalar loop's
   results bit for bit.  SSE arithmetic (-mfpmath=sse): x87's excess
   precision would differ from the reference without any vectorizer.  */
/* { dg-do run { target { m32_runtime && avx2_runtime } } } */
/* { dg-options "-m32 -mfpmath=sse -O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "cost-model-very-cheap-run.c"

/* Lines of cost-model-flags.h.  */
/* { dg-message "loop vectorized by hyperlane" "fixed" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane" "variable" { target *-*-* } 26 } */
/* { dg-message "loop vectorized by hyperlane" "odd count" { target *-*-* } 38 } */
/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" "one check" { target *-*-* } 50 } */
/* { dg-message "loop vectorized by hyperlane" "live value" { target *-*-* } 78 } */
/* { dg-prune-output "optimized:" } */
