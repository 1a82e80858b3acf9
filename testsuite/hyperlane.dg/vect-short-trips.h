/* Shared body of the vect-short-trips-*.c tests: loops called with trip
   counts around their VF, where the vector loop runs once or not at all:
   RGB bytes to gray and an RGBA blend (VF 32 at 256 bits: the scalar loop
   left to GCC's vectorizer), a float cross product (VF 8: the scalar
   loop kept), each through may-alias pointers, apart and overlapping,
   against scalar copies for n = 0..80.  */

#include <stdlib.h>
#include <string.h>

#define N 80

typedef struct { float x, y, z; } v3;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_gray (unsigned char *o, const unsigned char *a, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = (a[3 * i] * 77 + a[3 * i + 1] * 150 + a[3 * i + 2] * 29)	\
	     >> 8;							\
  }									\
  ATTR void								\
  NAME##_blend (unsigned char *d, const unsigned char *s, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	unsigned a = s[4 * i + 3];					\
	d[4 * i] = (s[4 * i] * a + d[4 * i] * (255 - a)) >> 8;		\
	d[4 * i + 1] = (s[4 * i + 1] * a + d[4 * i + 1] * (255 - a)) >> 8; \
	d[4 * i + 2] = (s[4 * i + 2] * a + d[4 * i + 2] * (255 - a)) >> 8; \
      }									\
  }									\
  ATTR void								\
  NAME##_cross (v3 *c, const v3 *a, const v3 *b, int n)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float x = a[i].y * b[i].z - a[i].z * b[i].y;			\
	float y = a[i].z * b[i].x - a[i].x * b[i].z;			\
	float z = a[i].x * b[i].y - a[i].y * b[i].x;			\
	c[i].x = x;							\
	c[i].y = y;							\
	c[i].z = z;							\
      }									\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static unsigned char bv[8 * N + 8], br[8 * N + 8];
static v3 vv[2 * N + 2], vr[2 * N + 2];

__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i < 8 * N + 8; i++)
    bv[i] = br[i] = (i * 37 + 11) & 255;
  for (int i = 0; i < 2 * N + 2; i++)
    vv[i] = vr[i] = (v3) { i * 0.5f, 3 - i, (i % 7) * 0.25f };
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int n = 0; n <= N; n++)
    for (int k = 0; k < 3; k++)
      {
	/* The output apart from the input, a record past it, and (blend)
	   a record before it.  */
	int gray_n = n < N / 2 ? n : N / 2, blend_n = n < N - 2 ? n : N - 2;
	int gray_out = k == 0 ? 3 * N / 2 + 4 : k == 1 ? 4 : 0;
	int blend_out = k == 0 ? 4 * N : k == 1 ? 4 : 0;
	int blend_in = k == 2 ? 4 : 0;
	fill ();
	vec_gray (bv + gray_out, bv, gray_n);
	ref_gray (br + gray_out, br, gray_n);
	if (memcmp (bv, br, sizeof bv))
	  abort ();
	fill ();
	vec_blend (bv + blend_out, bv + blend_in, blend_n);
	ref_blend (br + blend_out, br + blend_in, blend_n);
	if (memcmp (bv, br, sizeof bv))
	  abort ();
	fill ();
	vec_cross (vv + (k == 0 ? N + 1 : k), vv, vv + (k == 2), n);
	ref_cross (vr + (k == 0 ? N + 1 : k), vr, vr + (k == 2), n);
	if (memcmp (vv, vr, sizeof vv))
	  abort ();
      }
  return 0;
}
