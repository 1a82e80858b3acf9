/* '#pragma array_transform *p_global -> AOSOA(4)': the structure type of
   a pointer variable, from a pragma, under -fwhole-program.  Bit for bit
   the unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-dump=-relayout=heap-pointer-pragma-run.dump" } */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include "heap-run.h"

#pragma array_transform *p_global -> AOSOA(4)

int
main (int argc, char **argv)
{
  int n = 203 + argc;
  struct particle *a = p_alloc (n, 0), *b = p_alloc (n, 1);
  struct reference *ra = r_alloc (n, 0), *rb = r_alloc (n, 1);
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
  free (a);
  free (b);
  free (ra);
  free (rb);
  return 0;
}

/* { dg-final { scan-file heap-pointer-pragma-run.dump "struct particle -> AOSOA\\(4\\): changed: 2 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-pointer-pragma-run.dump "p_global. points to .struct particle." } } */
