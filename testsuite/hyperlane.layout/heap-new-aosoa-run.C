// 'struct particle -> AOSOA(4)' under -fwhole-program: one allocation
// site (new[]) called twice; a static pointer and parameters; the
// results are those of the unchanged 'struct reference', bit for bit
// (-fno-ipa-icf: GCC would merge the identical functions of the two
// types).  The check loop and the reversed walk are not strip-mined:
// cost=always applies the layout all the same, as heap-aosoa-run.c does.
// { dg-do run }
// { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-new-aosoa-run.dump" }
// { dg-prune-output "not strip-mined to match the AOSOA" }

#include "heap-new-run.h"

int
main (int argc, char **)
{
  int n = 203 + argc;
  particle *a = p_alloc (n), *b = p_alloc (n);
  reference *ra = r_alloc (n), *rb = r_alloc (n);
  p_init (b, n, 2);
  r_init (rb, n, 2);
  p_init (a, n, 1);
  r_init (ra, n, 1);
  for (int s = 0; s < 20; s++)
    {
      p_step (a, n, 0.01f);
      r_step (ra, n, 0.01f);
      p_step (b, n - 3, 0.02f);
      r_step (rb, n - 3, 0.02f);
    }
  p_global = a;
  r_global = ra;
  p_global_step (n);
  r_global_step (n);
  for (int i = 0; i < n; i++)
    {
      HEAP_SAME (a, ra, i);
      HEAP_SAME (b, rb, i);
    }
  delete[] a;
  delete[] b;
  delete[] ra;
  delete[] rb;
  return 0;
}

// { dg-final { scan-file heap-new-aosoa-run.dump "struct particle -> AOSOA\\(4\\): changed: 1 allocation\\(s\\), \\d+ access\\(es\\), 2 free\\(s\\)" } }
