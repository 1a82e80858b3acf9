/* A loop over the records of 'struct pa' (AOSOA(8), strip-mined, and its
   copy for the whole blocks made) and of 'struct pb' (SOA) at once: the
   copy is made once both types are rewritten, so its accesses of either
   type are the new layout's; bit for bit the results of the unchanged
   'struct ra' and 'struct rb'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa-mixed.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-mixed-run.dump" } */
/* cost=always: the check in main (a loop with branches) keeps the
   division.  */
/* { dg-prune-output "not strip-mined to match the AOSOA" } */

#include <stdlib.h>
#include <string.h>

#define MIXED(A, B, S)							\
struct A { float x; int k; };						\
struct B { double y; float z; };					\
									\
__attribute__ ((noinline)) static void					\
S##_run (struct A *a, struct B *b, int lo, int n)			\
{									\
  for (int i = lo; i < n; i++)						\
    {									\
      a[i].x += (float) b[i].y * 0.5f;					\
      b[i].z = a[i].x * 2.0f + (float) a[i].k;				\
      b[i].y += b[i].z;							\
    }									\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_init (struct A *a, struct B *b, int n)				\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      a[i].x = (float) i * 0.25f;					\
      a[i].k = i % 5;							\
      b[i].y = 1.0 / (i + 1);						\
      b[i].z = 0.0f;							\
    }									\
}

MIXED (pa, pb, p)
MIXED (ra, rb, r)

int
main (int argc, char **argv)
{
  (void) argv;
  int n = 301 + argc;
  struct pa *a = malloc (n * sizeof (struct pa));
  struct pb *b = malloc (n * sizeof (struct pb));
  struct ra *ra = malloc (n * sizeof (struct ra));
  struct rb *rb = malloc (n * sizeof (struct rb));
  if (!a || !b || !ra || !rb)
    abort ();
  p_init (a, b, n);
  r_init (ra, rb, n);
  for (int s = 0; s < 4; s++)
    {
      p_run (a, b, s * 3, n - s);
      r_run (ra, rb, s * 3, n - s);
    }
  for (int i = 0; i < n; i++)
    {
      float x0 = a[i].x, x1 = ra[i].x, z0 = b[i].z, z1 = rb[i].z;
      double y0 = b[i].y, y1 = rb[i].y;
      if (memcmp (&x0, &x1, sizeof x0) || memcmp (&z0, &z1, sizeof z0)
	  || memcmp (&y0, &y1, sizeof y0) || a[i].k != ra[i].k)
	abort ();
    }
  free (a);
  free (b);
  free (ra);
  free (rb);
  return 0;
}

/* { dg-final { scan-file heap-aosoa-mixed-run.dump "struct pa -> AOSOA\\(8\\): \[^\n\]*: loop at depth 1 strip-mined to blocks of 8 records" } } */
/* { dg-final { scan-file heap-aosoa-mixed-run.dump "struct pa -> AOSOA\\(8\\): changed: 1 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-aosoa-mixed-run.dump "struct pb -> SOA: changed: 1 allocation\\(s\\)" } } */
