/* cost=always: 'struct hot -> AOSOA(8)' is applied even where its loops
   keep the division (a warning at each innermost loop; the dump says so),
   heap-aosoa-refused.c without it.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fwhole-program -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa-refused.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-forced.dump" } */

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
  for (int i = 0; i < n; i++) /* { dg-warning "hyperlane: loop at depth 1 not strip-mined to match the AOSOA\\(8\\) blocks of .struct hot. \\(it accesses a record whose index is not the counter plus a constant\\): its accesses keep a division, and the layout may make it slower" } */
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
    for (int i = 0; i < n; i += 2) /* { dg-warning "loop at depth 2 not strip-mined to match the AOSOA\\(8\\) blocks of .struct hot. \\(its exit test compares no counter stepped by one\\)" } */
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

/* { dg-final { scan-file heap-aosoa-forced.dump "struct hot -> AOSOA\\(8\\): \[^\n\]*heap-aosoa-forced.c:\[0-9\]+: innermost loop at depth 2 not strip-mined \\(its exit test compares no counter stepped by one\\): applied anyway \\(cost=always\\)" } } */
/* { dg-final { scan-file heap-aosoa-forced.dump "struct hot -> AOSOA\\(8\\): changed: 1 allocation\\(s\\)" } } */
/* { dg-final { scan-file heap-aosoa-forced.dump "struct cold -> AOSOA\\(8\\): changed: 1 allocation\\(s\\)" } } */
