/* On a Zen 4 (GCC 12's znver3 with AVX-512), which loads and stores
   64-byte vectors in halves, NPB SP's back substitution jammed three
   rows deep keeps 50-odd vectors live at 512 bits: GCC's register
   allocator loads each row again at each use, and the plan, a third of
   the scalar loop's weight, spends more time on the memory ports than
   the scalar loop (measured: 0.67x-0.83x of its speed,
   scripts/experiments/sp-backsub).  It is left to GCC; the 256-bit plan
   does not beat the scalar loop either.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -mavx512vbmi -ffp-contract=off -fdump-tree-hyperlane-details -fopt-info-vec" } */

#include "backsub-rows.h"

/* { dg-final { scan-tree-dump "missed: hyperlane: loop left to GCC: cost model: GCC runs the scalar loop, and the plan's loads and stores .each use of a loaded vector loaded again once its vectors exceed the registers. take no less time on the memory ports" "hyperlane" } } */
/* { dg-final { scan-tree-dump "memory ports \[0-9\]+ half cycles .the scalar loop's: \[0-9\]+; its arithmetic \[0-9\]+., \[0-9\]+ vectors live, loaded again at each use: GCC runs the scalar loop, and the plan's loads" "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "17 strided groups, \[0-9\]+ permutes per vector iteration" "hyperlane" } } */
