/* The loop of cost-memory-ports-znver-avx512.c where -mtune does not say
   that 64-byte vectors run in halves (x86-64-v4: Intel's cores load two
   of them per cycle): its loads take less time than the scalar loop's
   and the 512-bit plan is taken (llvm-mca -mcpu=icelake-server: 1.35x
   the scalar loop's speed).  Its result is the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target { avx512f_runtime && x86_64_v4_runtime } } } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "backsub-rows.h"

/* { dg-final { scan-tree-dump "17 strided groups, \[0-9\]+ permutes per vector iteration" "hyperlane" } } */
/* { dg-final { scan-tree-dump "memory ports \[0-9\]+ half cycles .the scalar loop's: \[0-9\]+; its arithmetic \[0-9\]+., \[0-9\]+ vectors live, loaded again at each use: profitable" "hyperlane" } } */
