// '#pragma array_transform struct particle -> SOA' in C++ under
// -fwhole-program (heap-new-soa-run.C: the same from a layout file);
// bit for bit the unchanged 'struct reference'.
// { dg-do run }
// { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-dump=-relayout=heap-pragma-run-cxx.dump" }

#pragma array_transform struct particle -> SOA

#include "heap-new-run.h"

#include "heap-new-run-main.h"

// { dg-final { scan-file heap-pragma-run-cxx.dump "struct particle -> SOA: changed: 2 allocation\\(s\\), \\d+ access\\(es\\), 2 free\\(s\\)" } }
