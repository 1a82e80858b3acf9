/* 'struct particle -> SOA' under -fwhole-program: two allocation sites
   (malloc, calloc), a static pointer and parameters; the results are
   those of the unchanged 'struct reference', bit for bit (-fno-ipa-icf:
   GCC would merge the identical functions of the two types, and the
   layout of one would need the other's too).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-soa-run.dump" } */

#include "heap-run.h"

#include "heap-run-main.h"

/* { dg-final { scan-file heap-soa-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
