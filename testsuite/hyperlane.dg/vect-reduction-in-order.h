/* Shared body of the vect-reduction-in-order-*.c tests: floating-point
   sums without -fassociative-math, which hyperlane accumulates in order
   (each iteration's terms computed in vectors, their lanes added to the
   scalar sum one by one, in the scalar loop's order).  Run against the
   scalar loops, bit for bit (the data spans many magnitudes, so any
   reordering would show), for trip counts around the vector lengths.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

struct f3 { float x, y, z; };
struct d3 { double x, y, z; };
struct f4 { float a, b, c, d; };

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

#define KERNELS(SUFFIX, ATTR)						\
  ATTR float								\
  norm_f##SUFFIX (const struct f3 *a, int n)				\
  {									\
    float s = 0.5f;							\
    for (int i = 0; i < n; i++)						\
      s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z;	\
    return s;								\
  }									\
  ATTR double								\
  norm_d##SUFFIX (const struct d3 *a, int n)				\
  {									\
    double s = -0.25;							\
    for (int i = 0; i < n; i++)						\
      s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z;	\
    return s;								\
  }									\
  /* Stride 2, a subtraction.  */					\
  ATTR float								\
  cdot_f##SUFFIX (const float *a, const float *b, int n)		\
  {									\
    float s = 0;							\
    for (int i = 0; i < n; i++)						\
      s -= a[2 * i] * b[2 * i + 1] - a[2 * i + 1] * b[2 * i];		\
    return s;								\
  }									\
  /* Stride 4, a chain of two additions per iteration.  */		\
  ATTR float								\
  chain_f##SUFFIX (const struct f4 *a, int n)				\
  {									\
    float s = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	s += a[i].a * a[i].d;						\
	s += a[i].b - a[i].c;						\
      }									\
    return s;								\
  }									\
  /* Floats summed in double: two parts per vector iteration.  */	\
  ATTR double								\
  widen_d##SUFFIX (const struct f3 *a, int n)				\
  {									\
    double s = 1.0;							\
    for (int i = 0; i < n; i++)						\
      s += (double) a[i].x * a[i].z - a[i].y;				\
    return s;								\
  }									\
  /* Counting down: the loop runs reversed.  */			\
  ATTR double								\
  down_d##SUFFIX (const struct d3 *a, int n)				\
  {									\
    double s = 0;							\
    for (int i = n - 1; i >= 0; i--)					\
      s += a[i].x - a[i].y * a[i].z;					\
    return s;								\
  }

KERNELS (, KERNEL)
KERNELS (_ref, SCALAR)

static struct f3 fa[MAXN];
static struct d3 da[MAXN];
static struct f4 qa[MAXN];
static float fb[2 * MAXN], fc[2 * MAXN];

/* Values from 2^-20 to 2^20 of both signs.  */
static double
value (int i)
{
  double v = 1.0 + (double) ((i * 7919) % 1000) / 1000.0;
  int e = (i * 37) % 41 - 20;
  while (e > 0) { v *= 2.0; e--; }
  while (e < 0) { v *= 0.5; e++; }
  return (i * 13) % 3 ? v : -v;
}

#define SAME(A, B) (memcmp (&(A), &(B), sizeof (A)) == 0)

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 300 };
  for (int i = 0; i < MAXN; i++)
    {
      fa[i].x = value (3 * i); fa[i].y = value (3 * i + 1);
      fa[i].z = value (3 * i + 2);
      da[i].x = value (5 * i); da[i].y = value (5 * i + 1);
      da[i].z = value (5 * i + 2);
      qa[i].a = value (i + 1); qa[i].b = value (i + 2);
      qa[i].c = value (i + 3); qa[i].d = value (i + 4);
    }
  for (int i = 0; i < 2 * MAXN; i++)
    {
      fb[i] = value (11 * i);
      fc[i] = value (11 * i + 5);
    }
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    {
      int n = counts[c];
      float f, fr;
      double d, dr;
      f = norm_f (fa, n); fr = norm_f_ref (fa, n);
      if (!SAME (f, fr)) abort ();
      d = norm_d (da, n); dr = norm_d_ref (da, n);
      if (!SAME (d, dr)) abort ();
      f = cdot_f (fb, fc, n); fr = cdot_f_ref (fb, fc, n);
      if (!SAME (f, fr)) abort ();
      f = chain_f (qa, n); fr = chain_f_ref (qa, n);
      if (!SAME (f, fr)) abort ();
      d = widen_d (fa, n); dr = widen_d_ref (fa, n);
      if (!SAME (d, dr)) abort ();
      d = down_d (da, n); dr = down_d_ref (da, n);
      if (!SAME (d, dr)) abort ();
    }
  return 0;
}
