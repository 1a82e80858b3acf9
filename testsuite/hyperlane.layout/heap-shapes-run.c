/* Shapes of heap arrays that 'struct particle -> SOA' takes: fields of
   1, 2, 8 and 16 bytes and a pointer field, two allocation sites merged
   in a PHI, pointers moved by sums and differences of records
   (p + 2, p + i + 1, p[2 * (i / 2)]), a loop counting down, comparisons
   of pointers, a static pointer grown by realloc in another function and
   shrunk.  Bit for bit the results of the unchanged 'struct reference'.  */
/* { dg-do run } */
/* { dg-options "-O2 -fwhole-program -fno-ipa-icf -fplugin-arg-hyperlane-layout-file=@srcdir@/heap-soa.layout -fplugin-arg-hyperlane-dump=-relayout=heap-shapes-run.dump" } */

#include <stdlib.h>
#include <string.h>

struct other { char c; };

#define SHAPES(T, S)							\
struct T { char c; long double ld; struct other *o; short s; double d; }; \
static struct T *S##_g;							\
static int S##_gn;							\
									\
__attribute__ ((noinline)) static struct T *				\
S##_pick (int k, int n)							\
{									\
  struct T *p = (k & 1) ? malloc (n * sizeof *p) : calloc (n, sizeof *p); \
  if (p == NULL)							\
    abort ();								\
  return p;								\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_fill (struct T *p, int n, int seed)					\
{									\
  for (int i = n - 1; i >= 0; i--)					\
    {									\
      p[i].c = (char) (i * seed);					\
      p[i].ld = i * 0.5L + seed;					\
      p[i].o = 0;							\
      p[i].s = (short) (i - seed);					\
      p[i].d = i * 1.25;						\
    }									\
  struct T *q = p + 2;							\
  for (int i = 0; i + 2 < n; i += 2)					\
    q[i].d += (p + i + 1)->s + p[2 * (i / 2)].c - (q - 1)[i].s;	\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_grow (int by)							\
{									\
  S##_g = realloc (S##_g, (S##_gn + by) * sizeof *S##_g);		\
  if (!S##_g)								\
    abort ();								\
  for (int i = S##_gn; i < S##_gn + by; i++)				\
    {									\
      S##_g[i].c = 1;							\
      S##_g[i].ld = i;							\
      S##_g[i].o = 0;							\
      S##_g[i].s = 2;							\
      S##_g[i].d = -i;							\
    }									\
  S##_gn += by;								\
}									\
									\
__attribute__ ((noinline)) static long double				\
S##_run (int argc)							\
{									\
  int n = 37 + argc;							\
  struct T *a = S##_pick (argc, n), *b = S##_pick (argc + 1, n);	\
  struct T *c = argc > 5 ? a : b;					\
  S##_fill (a, n, 3);							\
  S##_fill (c, n, 5);							\
  if (a == b || c != b)							\
    abort ();								\
  for (int k = 0; k < 5; k++)						\
    S##_grow (7 + k);							\
  long double s = 0;							\
  for (int i = 0; i < n; i++)						\
    s += a[i].ld * b[i].d + a[i].c - b[i].s + (a[i].o != 0);		\
  for (int i = 0; i < S##_gn; i++)					\
    s += S##_g[i].ld + S##_g[i].d * S##_g[i].s + S##_g[i].c;		\
  S##_g = realloc (S##_g, 3 * sizeof *S##_g);				\
  if (!S##_g)								\
    abort ();								\
  s += S##_g[2].d + S##_g[0].ld;					\
  free (a);								\
  free (b);								\
  free (S##_g);								\
  return s;								\
}

SHAPES (particle, p)
SHAPES (reference, r)

int
main (int argc, char **argv)
{
  long double x = p_run (argc), y = r_run (argc);
  if (x != y)
    abort ();
  return 0;
}

/* { dg-final { scan-file heap-shapes-run.dump "struct particle -> SOA: changed: 4 allocation\\(s\\)" } } */
