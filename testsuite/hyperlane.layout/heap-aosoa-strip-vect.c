/* 'struct particle -> AOSOA(8)': the loop over the records is strip-mined
   to the blocks of 8 records (the dump says so), and GCC's vectorizer then
   vectorizes the loop over the lanes of a block, with no division left in
   the accesses.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fwhole-program -fplugin-arg-hyperlane-hlp=off -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-aosoa-strip8.layout -fplugin-arg-hyperlane-dump=-relayout=heap-aosoa-strip-vect.dump -fopt-info-vec-optimized" } */

#include <stdlib.h>

struct particle
{
  float x, y, vx, vy, m;
  int id;
};

static struct particle *ps;

__attribute__ ((noinline)) static void
step (int n, float dt)
{
  for (int i = 0; i < n; i++) /* { dg-message "optimized: loop vectorized using 32 byte vectors" } */
    {
      ps[i].vx += -ps[i].x * ps[i].m * dt;
      ps[i].vy += -ps[i].y * ps[i].m * dt;
      ps[i].x += ps[i].vx * dt;
      ps[i].y += ps[i].vy * dt;
    }
}

volatile float sink;

int
main (int argc, char **argv)
{
  (void) argv;
  int n = 1000 + argc;
  ps = calloc (n, sizeof (struct particle));
  if (!ps)
    abort ();
  for (int s = 0; s < 10; s++)
    step (n, 0.01f);
  sink = ps[n - 1].x;
  free (ps);
  return 0;
}

/* { dg-final { scan-file heap-aosoa-strip-vect.dump "struct particle -> AOSOA\\(8\\): \[^\n\]*heap-aosoa-strip-vect.c:21: loop at depth 1 strip-mined to blocks of 8 records" } } */
/* { dg-final { scan-file heap-aosoa-strip-vect.dump "struct particle -> AOSOA\\(8\\): changed: 1 allocation\\(s\\)" } } */
