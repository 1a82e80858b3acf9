/* '#pragma array_transform struct particle -> SOA' under -fwhole-program:
   a record request as from the command line.  The pragma comes before
   the structure's definition (heap-run.h): the tag is checked at the end
   of the unit.  The results are those of the unchanged 'struct
   reference', bit for bit (heap-soa-run.c: the same from a layout
   file).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-dump=-relayout=heap-pragma-run.dump" } */

#pragma array_transform struct particle -> SOA

#include "heap-run.h"

/* The same layout twice is one request.  */
#pragma array_transform struct particle -> SOA

#include "heap-run-main.h"

/* { dg-final { scan-file heap-pragma-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
