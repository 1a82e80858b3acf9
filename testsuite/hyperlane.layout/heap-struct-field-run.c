/* The arrays of 'struct particle' kept in a field of a static structure
   ('sys.p = malloc (...)', as simulation codes keep them) change layout
   (AOSOA(4) and SOA: one spec per build, see heap-struct-field-soa-run.c);
   bit for bit the results of the unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-struct-field-run.dump" } */
/* cost=always: AOSOA(4) even where loops over the records keep the
   division of their accesses (heap-aosoa-refused.c: without it).  */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include <stdlib.h>

#include "heap-struct-field.h"

/* { dg-final { scan-file heap-struct-field-run.dump "struct particle -> AOSOA\\(4\\): changed: 2 allocation\\(s\\)" } } */
