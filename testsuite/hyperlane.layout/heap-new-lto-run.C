// -flto -flto-partition=one: the arrays of 'struct particle' come from
// 'new[]' in one translation unit and are passed to the functions of
// another; the spec on the link command reaches lto1, where the layout
// changes (SOA).  Bit for bit the results of the unchanged
// 'struct reference'.
// { dg-do run }
// { dg-options "-O3 -ffp-contract=off -flto -flto-partition=one -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-new-lto-run.dump" }
// { dg-additional-unit "-O3 -ffp-contract=off -flto -fno-ipa-icf" }

#include <new>
#include <stdlib.h>
#include <string.h>

struct particle { float x, v; double m; int id; };
struct reference { float x, v; double m; int id; };

void p_push (particle *, int, float);
void r_push (reference *, int, float);
double p_energy (particle *, int);
double r_energy (reference *, int);

#if HYPERLANE_UNIT == 1

__attribute__ ((noinline)) void
p_push (particle *p, int n, float dt)
{
  for (int i = 0; i < n; i++)
    {
      p[i].v += -p[i].x * dt;
      p[i].x += p[i].v * dt;
      p[i].id += i & 1;
    }
}

__attribute__ ((noinline)) void
r_push (reference *p, int n, float dt)
{
  for (int i = 0; i < n; i++)
    {
      p[i].v += -p[i].x * dt;
      p[i].x += p[i].v * dt;
      p[i].id += i & 1;
    }
}

__attribute__ ((noinline)) double
p_energy (particle *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    e += p[i].m * p[i].v * p[i].v + p[i].x * p[i].x + p[i].id;
  return e;
}

__attribute__ ((noinline)) double
r_energy (reference *p, int n)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    e += p[i].m * p[i].v * p[i].v + p[i].x * p[i].x + p[i].id;
  return e;
}

#else

int
main (int argc, char **)
{
  int n = 1000 + argc;
  particle *p = new particle[n];
  particle *q = new (std::nothrow) particle[n];
  reference *r = new reference[n];
  reference *s = new (std::nothrow) reference[n];
  if (!q || !s)
    abort ();
  for (int i = 0; i < n; i++)
    {
      p[i].x = r[i].x = (float) (i % 17) - 8.0f;
      p[i].v = r[i].v = 0.5f;
      p[i].m = r[i].m = 1.0 + (i & 3);
      p[i].id = r[i].id = i;
      q[i].x = s[i].x = (float) i;
      q[i].v = s[i].v = 0.0f;
      q[i].m = s[i].m = 2.0;
      q[i].id = s[i].id = -i;
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
  delete[] p;
  delete[] q;
  delete[] r;
  delete[] s;
  return 0;
}

#endif

// { dg-final { scan-file heap-new-lto-run.dump "struct particle -> SOA: changed: 2 allocation\\(s\\), \\d+ access\\(es\\), 2 free\\(s\\)" } }
