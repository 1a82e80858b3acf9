/* The loops over AOSOA(T) records that the hyperlane-relayout pass
   strip-mines (heap-aosoa-strip8-run.c, heap-aosoa-strip16-run.c): one
   program over 'struct particle' (whose layout the test's spec changes)
   and over 'struct reference' (the same fields; its layout stays),
   compared bit for bit.  Trip counts that are and are not multiples of
   T, starts inside a block, empty ranges, records at i + 3, int,
   unsigned and long counters, a sum carried across the blocks, two
   allocation sites, a static pointer; and loops the pass does not
   strip-mine (counting down, records at i and i + 1), which keep the
   division under cost=always.  */

#include <stdlib.h>
#include <string.h>

#define STRIP_KERNELS(T, S)						\
struct T								\
{									\
  float x;								\
  double m;								\
  float vx;								\
  short id;								\
  float y;								\
};									\
									\
static struct T *S##_global;						\
									\
__attribute__ ((noinline)) static struct T *				\
S##_alloc (int n, int zeroed)						\
{									\
  struct T *p;								\
  if (zeroed)								\
    p = calloc (n, sizeof (struct T));					\
  else									\
    p = malloc (n * sizeof (struct T));					\
  if (!p)								\
    abort ();								\
  return p;								\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_init (struct T *p, int n, int seed)					\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      p[i].x = (float) (i * 3 + seed) * 0.125f;				\
      p[i].m = 1.0 + (i & 7) * 0.5;					\
      p[i].vx = (float) ((i * 7) % 11) - 5.0f;				\
      p[i].id = (short) i;						\
      p[i].y = -p[i].x * 0.5f;						\
    }									\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_range (struct T *p, int lo, int hi, float dt)			\
{									\
  for (int i = lo; i < hi; i++)						\
    {									\
      p[i].vx += -p[i].x * (float) p[i].m * dt;				\
      p[i].x += p[i].vx * dt;						\
      p[i].y = p[i].y * 0.75f + p[i].x;					\
    }									\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_urange (struct T *p, unsigned lo, unsigned hi)			\
{									\
  for (unsigned u = lo; u < hi; u++)					\
    p[u].id = (short) (p[u].id * 3 + 1);				\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_lrange (struct T *p, long lo, long hi)				\
{									\
  for (long l = lo; l < hi; l++)					\
    p[l].m = p[l].m * 0.5 + p[l].x;					\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_ahead (struct T *p, int n)						\
{									\
  for (int i = 0; i < n - 3; i++)					\
    p[i + 3].vx = p[i + 3].vx * 0.5f + p[i + 3].y;			\
}									\
									\
__attribute__ ((noinline)) static double				\
S##_sum (struct T *p, int lo, int hi)					\
{									\
  double s = 0;								\
  for (int i = lo; i < hi; i++)						\
    s += p[i].x * p[i].m;						\
  return s;								\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_down (struct T *p, int n)						\
{									\
  for (int i = n - 1; i >= 0; i--)					\
    p[i].y += p[i].vx;							\
  for (int i = 0; i < n - 1; i++)					\
    p[i].x += p[i + 1].y * 0.25f;					\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_global_step (int n)							\
{									\
  for (int i = 0; i < n; i++)						\
    S##_global[i].y = S##_global[i].y * 0.5f + (float) S##_global[i].id;\
}

STRIP_KERNELS (particle, p)
STRIP_KERNELS (reference, r)

/* Record I of A and B hold the same bits (through copies: the address of
   a field would keep the layout).  */
#define STRIP_SAME(a, b, i)						\
  do									\
    {									\
      float fa[3] = { a[i].x, a[i].vx, a[i].y };			\
      float fb[3] = { b[i].x, b[i].vx, b[i].y };			\
      double da = a[i].m, db = b[i].m;					\
      if (memcmp (fa, fb, sizeof fa) || memcmp (&da, &db, sizeof da)	\
	  || a[i].id != b[i].id)					\
	abort ();							\
    }									\
  while (0)

volatile double strip_sink;

int
main (int argc, char **argv)
{
  (void) argv;
  int n = 203 + argc;		/* Not a multiple of 8 or 16.  */
  int m = 256;			/* A multiple.  */
  struct particle *a = p_alloc (n, 0), *b = p_alloc (m, 1);
  struct reference *ra = r_alloc (n, 0), *rb = r_alloc (m, 1);
  p_init (a, n, 1);
  r_init (ra, n, 1);
  p_init (b, m, 2);
  r_init (rb, m, 2);
  static const int ranges[][2] = {
    { 0, 1000 }, { 5, -7 }, { 16, 48 }, { 3, 4 }, { 9, 9 }, { 30, 20 },
    { 7, 23 }, { 1, 0 }
  };
  for (int s = 0; s < 3; s++)
    for (unsigned k = 0; k < sizeof ranges / sizeof ranges[0]; k++)
      {
	int lo = ranges[k][0];
	int hn = ranges[k][1] > 0 ? ranges[k][1] : n + ranges[k][1];
	int hm = ranges[k][1] > 0 ? ranges[k][1] : m + ranges[k][1];
	if (hn > n)
	  hn = n;
	if (hm > m)
	  hm = m;
	p_range (a, lo, hn, 0.01f);
	r_range (ra, lo, hn, 0.01f);
	p_range (b, lo, hm, 0.02f);
	r_range (rb, lo, hm, 0.02f);
	p_urange (a, lo, hn);
	r_urange (ra, lo, hn);
	p_lrange (b, lo, hm);
	r_lrange (rb, lo, hm);
	double x = p_sum (a, lo, hn), y = r_sum (ra, lo, hn);
	if (memcmp (&x, &y, sizeof x))
	  abort ();
	strip_sink = x;
      }
  p_ahead (a, n);
  r_ahead (ra, n);
  p_ahead (b, m);
  r_ahead (rb, m);
  p_down (a, n);
  r_down (ra, n);
  p_global = b;
  r_global = rb;
  p_global_step (m);
  r_global_step (m);
  for (int i = 0; i < n; i++)
    STRIP_SAME (a, ra, i);
  for (int i = 0; i < m; i++)
    STRIP_SAME (b, rb, i);
  free (a);
  free (b);
  free (ra);
  free (rb);
  return 0;
}
