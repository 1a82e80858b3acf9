/* '*p_global -> SOA' (heap-pointer.layout): the structure type the static
   pointer p_global points to, 'struct particle', laid out as SOA in every
   heap array (not only those p_global points to).  Bit for bit the
   unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-pointer.layout -fplugin-arg-hyperlane-dump=-relayout=heap-pointer-run.dump" } */

#include "heap-run.h"

#include "heap-run-main.h"

/* { dg-final { scan-file heap-pointer-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-pointer-run.dump "\\*p_global -> SOA: .p_global. points to .struct particle.: every heap array of .struct particle. is laid out as the spec says" } } */
