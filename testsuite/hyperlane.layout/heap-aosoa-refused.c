/* Never slower: 'struct hot -> AOSOA(8)' is refused, with a warning at
   each innermost loop over its records, since the accesses of a loop that
   is not strip-mined to the blocks of 8 records would divide the index by
   8 and keep the loop scalar; 'struct cold -> AOSOA(8)', whose records
   are only touched outside loops and in a loop around another loop that
   does the work, is applied.  heap-aosoa-forced.c: the same under
   cost=always.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fwhole-program -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa-refused.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-refused.dump" } */

#include <stdlib.h>

struct hot { float x, v; };
struct cold { double a; int k; };

static struct hot *h;
static struct cold *c;

__attribute__ ((noinline)) static void
hot_init (int n)
{
  h = malloc (n * sizeof (struct hot));
  if (!h)
    abort ();
  for (int i = 0; i < n; i++) /* { dg-warning "layout of .struct hot. not changed: AOSOA\\(8\\) would make the loop at depth 1 slower: it is not strip-mined to blocks of 8 records \\(it accesses a record whose index is not the counter plus a constant\\), so each access would divide the record's index by 8 and the loop would not vectorize; .struct hot -> SOA. needs no division \\(-fplugin-arg-hyperlane-cost=always applies AOSOA\\(8\\) anyway\\)" } */
    {
      h[n - 1 - i].x = (float) i;
      h[n - 1 - i].v = 1.0f;
    }
}

__attribute__ ((noinline)) static float
hot_step (int n, int m)
{
  float s = 0;
  for (int t = 0; t < m; t++)
    for (int i = 0; i < n; i += 2) /* { dg-warning "layout of .struct hot. not changed: AOSOA\\(8\\) would make the loop at depth 2 slower: it is not strip-mined to blocks of 8 records \\(its exit test compares no counter stepped by one\\)" } */
      s += h[i].x * h[i].v;
  return s;
}

__attribute__ ((noinline)) static double
cold_run (int n)
{
  c = calloc (n, sizeof (struct cold));
  if (!c)
    abort ();
  c[0].a = 1.0;
  c[n - 1].k = 3;
  double s = 0;
  for (int j = 0; j < n; j += 8)
    {
      double w = c[j].a;
      for (int q = 0; q < n; q++)
	w = w * 0.5 + q;
      s += w;
    }
  return s + c[n - 1].k;
}

volatile double sink;

int
main (int argc, char **argv)
{
  (void) argv;
  int n = 100 + argc;
  hot_init (n);
  sink = hot_step (n, 3);
  sink = cold_run (n);
  free (h);
  free (c);
  return 0;
}

/* { dg-final { scan-file heap-aosoa-refused.dump "struct hot -> AOSOA\\(8\\): refused: 2 reason\\(s\\)" } } */
/* { dg-final { scan-file heap-aosoa-refused.dump "struct cold -> AOSOA\\(8\\): changed: 1 allocation\\(s\\)" } } */
/* { dg-final { scan-file-not heap-aosoa-refused.dump "struct cold -> AOSOA\\(8\\): .*not strip-mined" } } */
