/* if-converted-epilogue.h at avx2, with the plugin forced on
   (cost=always): loops whose if-converted masked loads or conditional
   operations only the code after the loop needs are left to GCC (the
   scalar epilogue could not run them), without an ICE, and every loop
   computes what the scalar loop computes.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include "if-converted-epilogue.h"

/* The invariant and the strided masked load (the contiguous one is a
   carried value, the division keeps its branch, the masked stores are
   needed by the vector loop).  */
/* { dg-final { scan-tree-dump-times "masked or conditional operation of if-converted code that the scalar epilogue cannot run" 2 "hyperlane" } } */
