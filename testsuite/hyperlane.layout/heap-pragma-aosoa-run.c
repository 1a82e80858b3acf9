/* '#pragma array_transform struct particle -> AOSOA(4)' under
   -fwhole-program; bit for bit the unchanged 'struct reference'
   (heap-aosoa-run.c: the same from a layout file).  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=-relayout=heap-pragma-aosoa-run.dump" } */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-run.h"

#pragma array_transform struct particle -> AOSOA(4)

#include "heap-run-main.h"

/* { dg-final { scan-file heap-pragma-aosoa-run.dump "struct particle -> AOSOA\\(4\\): changed: 2 allocation\\(s\\)" } } */
