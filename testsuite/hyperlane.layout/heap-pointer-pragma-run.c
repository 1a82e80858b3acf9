/* '#pragma array_transform *p_global -> AOSOA(4)': the structure type of
   a pointer variable, from a pragma, under -fwhole-program.  Bit for bit
   the unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=-relayout=heap-pointer-pragma-run.dump" } */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-run.h"

#pragma array_transform *p_global -> AOSOA(4)

#include "heap-run-main.h"

/* { dg-final { scan-file heap-pointer-pragma-run.dump "struct particle -> AOSOA\\(4\\): changed: 2 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-pointer-pragma-run.dump "p_global. points to .struct particle." } } */
