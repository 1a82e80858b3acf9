// 'struct particle -> SOA' under -fwhole-program: two allocation sites
// (new[], nothrow new[]); a static pointer and parameters; the results
// are those of the unchanged 'struct reference', bit for bit
// (-fno-ipa-icf: GCC would merge the identical functions of the two
// types).
// { dg-do run }
// { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-new-soa-run.dump" }

#include "heap-new-run.h"

#include "heap-new-run-main.h"

// { dg-final { scan-file heap-new-soa-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\), \\d+ access\\(es\\), 2 free\\(s\\)" } }
