/* 'struct particle -> AOSOA(16)': the loops over the records strip-mined to
   the blocks of 16 records, bit for bit the results of the unchanged
   'struct reference' (heap-strip-run.h).  cost=always: the layout is
   applied although two loops are not strip-mined (they keep the
   division, with a warning each).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa-strip16.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-strip16-run.dump" } */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-strip-run.h"

/* { dg-final { scan-file heap-aosoa-strip16-run.dump "struct particle -> AOSOA\\(16\\): changed: 2 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-aosoa-strip16-run.dump "heap-strip-run.h:\[0-9\]+: innermost loop at depth 1 not strip-mined \\(its exit test compares no counter stepped by one\\)" } } */
/* { dg-final { scan-file heap-aosoa-strip16-run.dump "heap-strip-run.h:\[0-9\]+: innermost loop at depth 1 not strip-mined \\(it accesses records at two distances from the counter\\)" } } */
/* { dg-final { scan-file-not heap-aosoa-strip16-run.dump "not strip-mined \\((its bound|the pointer|it accesses a record whose|its exit test is not)" } } */
