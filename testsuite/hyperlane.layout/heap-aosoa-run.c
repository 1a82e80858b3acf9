/* 'struct particle -> AOSOA(4)' under -fwhole-program: two allocation sites
   (malloc, calloc), a static pointer and parameters; the results are
   those of the unchanged 'struct reference', bit for bit (-fno-ipa-icf:
   GCC would merge the identical functions of the two types, and the
   layout of one would need the other's too).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-run.dump" } */
/* cost=always: AOSOA(4) even where loops over the records keep the
   division of their accesses (heap-aosoa-refused.c: without it).  */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-run.h"

#include "heap-run-main.h"

/* { dg-final { scan-file heap-aosoa-run.dump "struct particle -> AOSOA\\(4\\): changed: 2 allocation\\(s\\)" } } */
