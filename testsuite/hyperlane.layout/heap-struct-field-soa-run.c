/* The arrays of 'struct particle' kept in a field of a static structure
   ('sys.p = malloc (...)', as simulation codes keep them) change layout
   (SOA here, AOSOA(4) in heap-struct-field-run.c);
   bit for bit the results of the unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O2 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-struct-field-soa-run.dump" } */

#include <stdlib.h>

#include "heap-struct-field.h"

/* { dg-final { scan-file heap-struct-field-soa-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
