/* 'struct particle -> SOA' with realloc: an array grown record by record
   (realloc of a null pointer first), shrunk, and reallocated to zero
   records; the results are those of the unchanged 'struct reference',
   bit for bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-realloc-run.dump" } */

#include "heap-run.h"

#include "heap-realloc.h"

/* { dg-final { scan-file heap-realloc-run.dump "struct particle -> SOA: changed: 3 allocation\\(s\\)" } } */
