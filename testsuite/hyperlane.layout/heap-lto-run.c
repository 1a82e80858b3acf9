/* -flto -flto-partition=one: the arrays of 'struct particle' are
   allocated in one translation unit and passed to the functions of
   another; the spec on the link command reaches lto1, where the layout
   changes (SOA).  Bit for bit the results of the unchanged 'struct
   reference'.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -flto -flto-partition=one -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-lto-run.dump" } */
/* { dg-additional-unit "-O3 -ffp-contract=off -flto -fno-ipa-icf" } */

#include <stdlib.h>
#include <string.h>

struct particle { float x, v; double m; int id; };
struct reference { float x, v; double m; int id; };

void p_push (struct particle *, int, float);
void r_push (struct reference *, int, float);
double p_energy (struct particle *, int);
double r_energy (struct reference *, int);

#if HYPERLANE_UNIT == 1

__attribute__ ((noinline)) void
p_push (struct particle *p, int n, float dt)
{
  for (int i = 0; i < n; i++)
    {
      p[i].v += -p[i].x * dt;
      p[i].x += p[i].v * dt;
      p[i].id += i & 1;
    }
}

__attribute__ ((noinline)) void
r_push (struct reference *p, int n, float dt)
{
  for (int i = 0; i < n; i++)
    {
      p[i].v += -p[i].x * dt;
      p[i].x += p[i].v * dt;
      p[i].id += i & 1;
    }
}

__attribute__ ((noinline)) double
p_energy (struct particle *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    e += p[i].m * p[i].v * p[i].v + p[i].x * p[i].x + p[i].id;
  return e;
}

__attribute__ ((noinline)) double
r_energy (struct reference *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    e += p[i].m * p[i].v * p[i].v + p[i].x * p[i].x + p[i].id;
  return e;
}

#else

int
main (int argc, char **argv)
{
  int n = 1000 + argc;
  struct particle *p = malloc (n * sizeof *p);
  struct particle *q = calloc (n, sizeof *q);
  struct reference *r = malloc (n * sizeof *r);
  struct reference *s = calloc (n, sizeof *s);
  if (!p || !q || !r || !s)
    abort ();
  for (int i = 0; i < n; i++)
    {
      p[i].x = r[i].x = (float) (i % 17) - 8.0f;
      p[i].v = r[i].v = 0.5f;
      p[i].m = r[i].m = 1.0 + (i & 3);
      p[i].id = r[i].id = i;
      q[i].x = s[i].x = (float) i;
    }
  for (int t = 0; t < 50; t++)
    {
      p_push (p, n, 0.01f);
      r_push (r, n, 0.01f);
      p_push (q, n, 0.02f);
      r_push (s, n, 0.02f);
    }
  double a = p_energy (p, n) + p_energy (q, n);
  double b = r_energy (r, n) + r_energy (s, n);
  if (memcmp (&a, &b, sizeof a))
    abort ();
  free (p);
  free (q);
  free (r);
  free (s);
  return 0;
}

#endif

/* { dg-final { scan-file heap-lto-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\)" } } */
