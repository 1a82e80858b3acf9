/* Shared body of the vect-partial-store-*.c tests: store groups that
   leave fields out (particles' position update over {x, y, z, vx, vy, vz},
   a stride-2 line buffer in the style of NPB MG's rprj3, an in-place int
   update of fields 0 and 2 of 4 from fields 1 and 3, bytes of RGBX
   pixels; and YUV to RGB into RGBA floats, whose slices differ: a
   classic plan), forced through hyperlane and compared with scalar loops on
   trip counts 0.. and bases moved by one element.  Both plans store with
   a lane mask where the target has masked stores, else piece by piece;
   the fields left out must keep their values.  */

#include <stdlib.h>
#include <string.h>

#define N 300

typedef struct { float x, y, z, vx, vy, vz; } particle;
typedef struct { float r, g, b, a; } rgba;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_particles (int n, particle *p, float dt)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	p[i].x += p[i].vx * dt;						\
	p[i].y += p[i].vy * dt;						\
	p[i].z += p[i].vz * dt;						\
      }									\
  }									\
  ATTR void								\
  NAME##_line (int n, const double *restrict a, const double *restrict b,\
	       double *restrict x, double c)				\
  {									\
    for (int i = 1; i < n; i++)						\
      x[2 * i - 1] = a[2 * i - 1] + c * b[2 * i - 1];			\
  }									\
  ATTR void								\
  NAME##_pairs (int n, int *q)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	q[4 * i] = q[4 * i + 1] * 3 + 1;				\
	q[4 * i + 2] = q[4 * i + 3] * 3 + 1;				\
      }									\
  }									\
  ATTR void								\
  NAME##_rgbx (int n, unsigned char *restrict d,			\
	       const unsigned char *restrict s)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	d[4 * i] = s[4 * i] + 9;					\
	d[4 * i + 1] = s[4 * i + 1] + 9;				\
	d[4 * i + 2] = s[4 * i + 2] + 9;				\
      }									\
  }									\
  ATTR void								\
  NAME##_yuv (int n, rgba *restrict o, const float *restrict y,	\
	      const float *restrict u, const float *restrict v)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].r = y[i] + 1.402f * v[i];					\
	o[i].g = y[i] - 0.344f * u[i] - 0.714f * v[i];			\
	o[i].b = y[i] + 1.772f * u[i];					\
      }									\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static particle pv[N + 1], pr[N + 1];
static double da[2 * N + 2], db[2 * N + 2], dv[2 * N + 2], dr[2 * N + 2];
static int qv[4 * N + 4], qr[4 * N + 4];
static unsigned char cs[4 * N + 4], cv[4 * N + 4], cr[4 * N + 4];
static rgba ov[N + 1], orr[N + 1];
static float fy[N + 1], fu[N + 1], fv[N + 1];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      particle p = { i * 0.5f, i * 0.25f - 3, 7 - i, (i % 5) * 0.75f,
		     (i % 3) - 1.5f, i * 0.125f };
      pv[i] = pr[i] = p;
    }
  for (int i = 0; i < 2 * N + 2; i++)
    {
      da[i] = i * 0.375 - 11;
      db[i] = (i % 17) * 1.25;
      dv[i] = dr[i] = -i;
    }
  for (int i = 0; i < 4 * N + 4; i++)
    {
      qv[i] = qr[i] = (i * 7919) % 1000 - 300;
      cs[i] = (unsigned char) (i * 37);
      cv[i] = cr[i] = (unsigned char) (i * 11);
    }
  for (int i = 0; i <= N; i++)
    {
      rgba p = { -i, i * 0.5f, 3, 1.0f / (i + 1) };
      ov[i] = orr[i] = p;
      fy[i] = (i % 256) / 255.0f;
      fu[i] = (i % 17) * 0.03f - 0.25f;
      fv[i] = (i % 23) * 0.02f - 0.2f;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_particles (n, pv + off, 0.1f);
	ref_particles (n, pr + off, 0.1f);
	vec_line (n, da + off, db + off, dv + off, 0.5);
	ref_line (n, da + off, db + off, dr + off, 0.5);
	vec_pairs (n, qv + off);
	ref_pairs (n, qr + off);
	vec_rgbx (n, cv + off, cs + off);
	ref_rgbx (n, cr + off, cs + off);
	vec_yuv (n, ov + off, fy + off, fu, fv + off);
	ref_yuv (n, orr + off, fy + off, fu, fv + off);
	if (memcmp (pv, pr, sizeof pv) || memcmp (dv, dr, sizeof dv)
	    || memcmp (qv, qr, sizeof qv) || memcmp (cv, cr, sizeof cv)
	    || memcmp (ov, orr, sizeof ov))
	  abort ();
      }
  return 0;
}
