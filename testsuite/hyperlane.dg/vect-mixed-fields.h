/* Shared body of the vect-mixed-fields-*.c tests: groups whose fields
   have different types of one size (a point with an int id, an int and a
   float, shorts of both signs), which hyperlane moves through one type
   and reinterprets, forced through hyperlane and compared with scalar
   loops on trip counts 0.. and bases moved by one record.  */

#include <stdlib.h>
#include <string.h>

#define N 300

typedef struct { float x, y, z; int id; } point;
typedef struct { int a; float b; } pair;
typedef struct { unsigned short u; short s; } shorts;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_scale (int n, point *restrict o, const point *restrict a,	\
		float s)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].x = a[i].x * s;						\
	o[i].y = a[i].y * s;						\
	o[i].z = a[i].z * s;						\
	o[i].id = a[i].id + 1;						\
      }									\
  }									\
  ATTR void								\
  NAME##_pair (int n, pair *restrict o, const pair *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].b = a[i].b * 0.5f + 1.0f;					\
	o[i].a = a[i].a ^ 7;						\
      }									\
  }									\
  ATTR void								\
  NAME##_shorts (int n, shorts *p)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	p[i].u = p[i].s * 3;						\
	p[i].s = p[i].u - 5;						\
      }									\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static point pa[N + 1], pv[N + 1], pr[N + 1];
static pair qa[N + 1], qv[N + 1], qr[N + 1];
static shorts sv[N + 1], sr[N + 1];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      point p = { i * 0.5f, 3 - i, i * 0.125f, i * 7919 - 1000000 };
      pa[i] = p;
      pv[i] = pr[i] = (point) { -1, -2, -3, -4 };
      pair q = { i * 31 - 4000, i * 0.75f - 9 };
      qa[i] = q;
      qv[i] = qr[i] = (pair) { 5, 6 };
      shorts s = { (unsigned short) (i * 401), (short) (i * 97 - 20000) };
      sv[i] = sr[i] = s;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_scale (n, pv + off, pa + off, 1.5f);
	ref_scale (n, pr + off, pa + off, 1.5f);
	vec_pair (n, qv + off, qa + off);
	ref_pair (n, qr + off, qa + off);
	vec_shorts (n, sv + off);
	ref_shorts (n, sr + off);
	if (memcmp (pv, pr, sizeof pv) || memcmp (qv, qr, sizeof qv)
	    || memcmp (sv, sr, sizeof sv))
	  abort ();
      }
  return 0;
}
