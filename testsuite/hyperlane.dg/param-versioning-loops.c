/* alias-versioning=loops: functions with loops too.  The check compares
   the bytes each parameter's accesses touch over all iterations, from
   SCEV's evolutions and the loops' iteration counts; accesses a constant
   apart share one extent.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v3 -fplugin-arg-hyperlane-alias-versioning=loops -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-alias-details" } */

#include "param-versioning-loops.h"
DEFINE_LOOP_KERNELS (, )	/* { dg-message "function versioned for disjoint pointer parameters 'tv', 'd' and 'vv': 6 loads repeated" } */
/* { dg-message "function versioned for disjoint pointer parameters 'a' and 'b': 6 loads repeated" "indexed" { target *-*-* } .-1 } */

/* blocks: the six accesses of d at d[i * 4 + 0..3] are one extent, the
   loop running down from iend - 1 to ist.  */
/* { dg-final { scan-tree-dump "parameter d_\[0-9\]+\\(D\\): 6 accesses at variable offsets, 1 extents:" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump "parameter tv_\[0-9\]+\\(D\\): \[0-9\]+ accesses at variable offsets, 1 extents:" "hyperlane-alias" } } */
/* sweep and nest save fewer than 4 loads: one body each.  */
/* { dg-final { scan-tree-dump "of sweep:(\n  \[^\n\]*)*\n  blocked loads: 1; too few" "hyperlane-alias" } } */
/* { dg-final { scan-tree-dump-times "  versioned: " 2 "hyperlane-alias" } } */
