/* Shared body of the vect-reverse-*.c tests: loops that count down over
   their groups (negative steps), which hyperlane runs reversed, lane l of
   a vector iteration being its scalar iteration VF - 1 - l: an AoS cross
   product, an int reduction over pairs, a counter as data, particles
   (a store group with gaps), may-alias pointers (the runtime check's
   both outcomes), and two it must leave to GCC: a group with a
   trailing unused field (its gap lies before the first iteration) and a
   loop with groups stepping both ways.  Forced through hyperlane and
   compared with scalar loops on trip counts 0.. and moved bases.  */

#include <stdlib.h>
#include <string.h>

#define N 300

typedef struct { float x, y, z; } v3;
typedef struct { float x, y, z, vx, vy, vz; } particle;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_cross (long n, v3 *restrict o, const v3 *restrict a,		\
		const v3 *restrict b)					\
  {									\
    for (long i = n - 1; i >= 0; i--)					\
      {									\
	o[i].x = a[i].y * b[i].z - a[i].z * b[i].y;			\
	o[i].y = a[i].z * b[i].x - a[i].x * b[i].z;			\
	o[i].z = a[i].x * b[i].y - a[i].y * b[i].x;			\
      }									\
  }									\
  ATTR int								\
  NAME##_pairs (int n, const int *a)					\
  {									\
    int s = 0;								\
    for (int i = n; i-- > 0;)						\
      s += a[2 * i] * a[2 * i + 1];					\
    return s;								\
  }									\
  ATTR void								\
  NAME##_counter (int n, int *restrict o, const int *restrict a)	\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      {									\
	o[2 * i] = i * 3;						\
	o[2 * i + 1] = a[2 * i] - a[2 * i + 1] + i;			\
      }									\
  }									\
  ATTR void								\
  NAME##_particles (int n, particle *p, float dt)			\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      {									\
	p[i].x += p[i].vx * dt;						\
	p[i].y += p[i].vy * dt;						\
	p[i].z += p[i].vz * dt;						\
      }									\
  }									\
  ATTR void								\
  NAME##_gap (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      o[i] = a[3 * i] + a[3 * i + 1];					\
  }									\
  ATTR void								\
  NAME##_alias (long n, float *o, const float *a)			\
  {									\
    for (long i = n - 1; i >= 0; i--)					\
      {									\
	o[3 * i] = a[3 * i + 1] * 2.0f;					\
	o[3 * i + 1] = a[3 * i + 2] + a[3 * i];				\
	o[3 * i + 2] = a[3 * i] - 1.0f;					\
      }									\
  }									\
  ATTR void								\
  NAME##_both (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      o[2 * i] = a[2 * (n - 1 - i)] * 2.0f;				\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static v3 va[N + 1], vb[N + 1], vo[N + 1], vr[N + 1];
static int ia[2 * N + 2], io[2 * N + 2], ir[2 * N + 2];
static particle pv[N + 1], pr[N + 1];
static float fa[3 * N + 3], fo[2 * N + 2], fr[2 * N + 2];
static float ao[3 * N + 3], ar[3 * N + 3];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      va[i] = (v3) { i * 0.5f, 3 - i, (i % 7) * 0.25f };
      vb[i] = (v3) { 1.0f / (i + 1), i % 5, -i * 0.125f };
      vo[i] = vr[i] = (v3) { -1, -2, -3 };
      particle p = { i * 0.5f, i * 0.25f - 3, 7 - i, (i % 5) * 0.75f,
		     (i % 3) - 1.5f, i * 0.125f };
      pv[i] = pr[i] = p;
    }
  for (int i = 0; i < 2 * N + 2; i++)
    {
      ia[i] = (i * 7919) % 1000 - 300;
      io[i] = ir[i] = -i;
      fo[i] = fr[i] = -i;
    }
  for (int i = 0; i < 3 * N + 3; i++)
    fa[i] = (i % 11) * 0.5f - 2;
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_cross (n, vo + off, va + off, vb);
	ref_cross (n, vr + off, va + off, vb);
	if (vec_pairs (n, ia + off) != ref_pairs (n, ia + off))
	  abort ();
	vec_counter (n, io + off, ia);
	ref_counter (n, ir + off, ia);
	vec_particles (n, pv + off, 0.1f);
	ref_particles (n, pr + off, 0.1f);
	/* May-alias pointers: the runtime check's both outcomes (apart,
	   overlapping by one record) and one start (in place).  */
	for (int k = 0; k < 3; k++)
	  {
	    float *a = (float *) va, *b = (float *) vb;
	    float *o = k == 0 ? ao + off : k == 1 ? a + 3 : a;
	    float *r = k == 0 ? ar + off : k == 1 ? b + 3 : b;
	    memcpy (vb, va, sizeof va);
	    vec_alias (n, o, a);
	    ref_alias (n, r, b);
	    if (memcmp (va, vb, sizeof va) || memcmp (ao, ar, sizeof ao))
	      abort ();
	  }
	if (memcmp (vo, vr, sizeof vo) || memcmp (io, ir, sizeof io)
	    || memcmp (pv, pr, sizeof pv))
	  abort ();
	vec_gap (n, fo + off, fa + off);
	ref_gap (n, fr + off, fa + off);
	if (memcmp (fo, fr, sizeof fo))
	  abort ();
	vec_both (n, fo + off, fa);
	ref_both (n, fr + off, fa);
	if (memcmp (fo, fr, sizeof fo))
	  abort ();
      }
  return 0;
}
