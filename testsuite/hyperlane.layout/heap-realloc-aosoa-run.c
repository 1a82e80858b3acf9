/* 'struct particle -> AOSOA(4)' with realloc: an array grown record by record
   (realloc of a null pointer first), shrunk, and reallocated to zero
   records; the results are those of the unchanged 'struct reference',
   bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-realloc-aosoa-run.dump" } */
/* cost=always: AOSOA(4) even where loops over the records keep the
   division of their accesses (heap-aosoa-refused.c: without it).  */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-run.h"

#include "heap-realloc.h"

/* { dg-final { scan-file heap-realloc-aosoa-run.dump "struct particle -> AOSOA\\(4\\): changed: 3 allocation\\(s\\)" } } */
