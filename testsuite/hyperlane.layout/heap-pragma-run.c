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

/* { dg-final { scan-file heap-pragma-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
