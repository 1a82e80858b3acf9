/* Shared body of the vect-mirror-*.c tests: loops whose groups step both
   ways, the downward ones mirrored (plan/mirrored-groups.h): an image row
   copied mirrored (float and byte pixels), fields swapped on the way, a
   complex conjugate read backwards, a gray row written backwards, a loop
   counting down over a group read upwards, may-alias pointers (the
   runtime check's outcomes), and one left to GCC: a group with a gap
   stepping against one without.  Forced through hyperlane and compared
   with scalar loops on trip counts 0.. and moved bases.  */

#include <stdlib.h>
#include <string.h>

#define N 300

typedef struct { float r, g, b; } rgbf;
typedef struct { unsigned char r, g, b; } rgb8;
typedef struct { double re, im; } cplx;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_flip (long n, rgbf *restrict o, const rgbf *restrict a)	\
  {									\
    for (long i = 0; i < n; i++)					\
      o[i] = a[n - 1 - i];						\
  }									\
  ATTR void								\
  NAME##_flip8 (int n, rgb8 *restrict o, const rgb8 *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = a[n - 1 - i];						\
  }									\
  ATTR void								\
  NAME##_swap (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[3 * i] = a[3 * (n - 1 - i) + 2] * 0.5f;			\
	o[3 * i + 1] = a[3 * (n - 1 - i)] - a[3 * (n - 1 - i) + 1];	\
	o[3 * i + 2] = a[3 * (n - 1 - i) + 1] + 1.0f;			\
      }									\
  }									\
  ATTR void								\
  NAME##_conj (int n, cplx *restrict o, const cplx *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].re = a[n - 1 - i].re;					\
	o[i].im = -a[n - 1 - i].im;					\
      }									\
  }									\
  ATTR void								\
  NAME##_gray (int n, float *restrict o, const rgbf *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      o[n - 1 - i] = a[i].r * 0.25f + a[i].g * 0.5f + a[i].b * 0.125f;	\
  }									\
  ATTR void								\
  NAME##_down (int n, float *restrict o, const rgbf *restrict a)	\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      {									\
	o[2 * i] = a[n - 1 - i].r + a[n - 1 - i].g;			\
	o[2 * i + 1] = a[n - 1 - i].b * 3.0f;				\
      }									\
  }									\
  ATTR void								\
  NAME##_alias (long n, rgbf *o, const rgbf *a)			\
  {									\
    for (long i = 0; i < n; i++)					\
      {									\
	o[i].r = a[n - 1 - i].g * 2.0f;					\
	o[i].g = a[n - 1 - i].b;					\
	o[i].b = a[n - 1 - i].r - 1.0f;					\
      }									\
  }									\
  ATTR void								\
  NAME##_gap (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      o[2 * i] = a[2 * (n - 1 - i)] * 2.0f;				\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static rgbf fa[N + 1], fo[N + 1], fr[N + 1];
static rgb8 ba[N + 1], bo[N + 1], br[N + 1];
static cplx ca[N + 1], co[N + 1], cr[N + 1];
static float xa[3 * N + 3], xo[3 * N + 3], xr[3 * N + 3];
static rgbf pa[2 * N + 2], pb[2 * N + 2];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      fa[i] = (rgbf) { i * 0.5f, 3 - i, (i % 7) * 0.25f };
      fo[i] = fr[i] = (rgbf) { -1, -2, -3 };
      ba[i] = (rgb8) { i, i * 3, 255 - i };
      bo[i] = br[i] = (rgb8) { 1, 2, 3 };
      ca[i] = (cplx) { i * 0.25, 1.0 / (i + 1) };
      co[i] = cr[i] = (cplx) { -1, -2 };
    }
  for (int i = 0; i < 3 * N + 3; i++)
    {
      xa[i] = (i % 11) * 0.5f - 2;
      xo[i] = xr[i] = -i;
    }
  for (int i = 0; i < 2 * N + 2; i++)
    pa[i] = pb[i] = (rgbf) { i, i * 0.5f, -i };
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_flip (n, fo + off, fa);
	ref_flip (n, fr + off, fa);
	vec_flip8 (n, bo + off, ba + off);
	ref_flip8 (n, br + off, ba + off);
	vec_swap (n, xo + off, xa + off);
	ref_swap (n, xr + off, xa + off);
	vec_conj (n, co + off, ca);
	ref_conj (n, cr + off, ca);
	if (memcmp (fo, fr, sizeof fo) || memcmp (bo, br, sizeof bo)
	    || memcmp (xo, xr, sizeof xo) || memcmp (co, cr, sizeof co))
	  abort ();
	vec_gray (n, xo + off, fa + off);
	ref_gray (n, xr + off, fa + off);
	if (memcmp (xo, xr, sizeof xo))
	  abort ();
	vec_down (n, xo + off, fa);
	ref_down (n, xr + off, fa);
	if (memcmp (xo, xr, sizeof xo))
	  abort ();
	vec_gap (n, xo + off, xa + off);
	ref_gap (n, xr + off, xa + off);
	if (memcmp (xo, xr, sizeof xo))
	  abort ();
	/* May-alias pointers: apart (the vector path), overlapping by one
	   record, in place, and the output inside the input's far half.  */
	for (int k = 0; k < 4; k++)
	  {
	    rgbf *o = k == 0 ? pa + N + 1 : k == 1 ? pa + 1 : k == 2 ? pa
		      : pa + n / 2;
	    rgbf *r = pb + (o - pa);
	    vec_alias (n, o, pa);
	    ref_alias (n, r, pb);
	    if (memcmp (pa, pb, sizeof pa))
	      abort ();
	  }
      }
  return 0;
}
