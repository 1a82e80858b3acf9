/* Shared body of the vect-permuted-*.c tests: hyper loops whose slices
   read the fields of a record in another order than they store them (the
   cross product's a.yzx * b.zxy - a.zxy * b.yzx, the same over stride 4
   (a rotation of four fields, and three of four fields whose fourth is
   left alone; their stored rows are computed in another slice order
   where that is lighter), a swap of real and imaginary parts, every
   field scaled by the record's last one, a
   rotation of 16-bit fields by two, the same backwards), some written
   with the operands of a commutative operation in a different order per
   field.  In memory order every lane reads inside its own record, so each
   such row of loads is one permute of one or two vectors.  Compared with
   scalar loops on trip counts 0.. and moved bases.  */

#include <stdlib.h>
#include <string.h>

#define N 300

typedef struct { float x, y, z; } v3;

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_cross (int n, const v3 *restrict a, const v3 *restrict b,	\
		v3 *restrict c)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;			\
	c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;			\
	c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;			\
      }									\
  }									\
  ATTR void								\
  NAME##_icross (int n, const int *restrict a, const int *restrict b,	\
		 int *restrict c)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	c[3 * i] = b[3 * i + 2] * a[3 * i + 1] - a[3 * i + 2] * b[3 * i + 1];\
	c[3 * i + 1] = a[3 * i + 2] * b[3 * i] - b[3 * i + 2] * a[3 * i];\
	c[3 * i + 2] = a[3 * i] * b[3 * i + 1] - a[3 * i + 1] * b[3 * i];\
      }									\
  }									\
  ATTR void								\
  NAME##_swap (int n, double *restrict o, const double *restrict a,	\
	       double s)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = a[2 * i + 1] * s + a[2 * i];				\
	o[2 * i + 1] = a[2 * i] * s + a[2 * i + 1];			\
      }									\
  }									\
  ATTR void								\
  NAME##_scale (int n, float *restrict o, const float *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < 3; k++)					\
	o[4 * i + k] = a[4 * i + k] * a[4 * i + 3];			\
  }									\
  ATTR void								\
  NAME##_rot5 (int n, short *restrict o, const short *restrict a)	\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < 5; k++)					\
	o[5 * i + k] = a[5 * i + (k + 2) % 5] - a[5 * i + k];		\
  }									\
  ATTR void								\
  NAME##_rot4 (int n, float *restrict o, const float *restrict a,	\
	       const float *restrict b)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < 4; k++)					\
	o[4 * i + k] = (a[4 * i + (k + 1) % 4] * b[4 * i + (k + 2) % 4]	\
			- a[4 * i + (k + 2) % 4] * b[4 * i + (k + 1) % 4]);\
  }									\
  ATTR void								\
  NAME##_cross4 (int n, float *restrict o, const float *restrict a,	\
		 const float *restrict b)				\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int k = 0; k < 3; k++)					\
	o[4 * i + k] = (a[4 * i + (k + 1) % 3] * b[4 * i + (k + 2) % 3]	\
			- a[4 * i + (k + 2) % 3] * b[4 * i + (k + 1) % 3]);\
  }									\
  ATTR void								\
  NAME##_rrot (int n, int *restrict o, const int *restrict a)		\
  {									\
    for (int i = n - 1; i >= 0; i--)					\
      {									\
	o[3 * i] = a[3 * i + 1] ^ 5;					\
	o[3 * i + 1] = a[3 * i + 2] ^ 5;				\
	o[3 * i + 2] = a[3 * i] ^ 5;					\
      }									\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static v3 va[N + 2], vb[N + 2], vc[N + 2], vr[N + 2];
static int ia[3 * N + 6], ib[3 * N + 6], ic[3 * N + 6], ir[3 * N + 6];
static double da[2 * N + 4], dc[2 * N + 4], dr[2 * N + 4];
static float fa[4 * N + 8], fb[4 * N + 8], fc[4 * N + 8], fr[4 * N + 8];
static short sa[5 * N + 10], sc[5 * N + 10], sr[5 * N + 10];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i < N + 2; i++)
    {
      va[i] = (v3) { i * 0.5f - 3, 2 - i * 0.25f, (i % 7) * 1.5f };
      vb[i] = (v3) { (i % 5) - 2.0f, i * 0.125f, 4 - (i % 3) * 0.75f };
      vc[i] = vr[i] = (v3) { -i, -i, -i };
    }
  for (int i = 0; i < 3 * N + 6; i++)
    {
      ia[i] = (i * 7919) % 1000 - 300;
      ib[i] = (i * 104729) % 777 - 200;
      ic[i] = ir[i] = -i;
    }
  for (int i = 0; i < 2 * N + 4; i++)
    {
      da[i] = i * 0.375 - 11;
      dc[i] = dr[i] = -i;
    }
  for (int i = 0; i < 4 * N + 8; i++)
    {
      fa[i] = (i % 13) * 0.5f - 2;
      fb[i] = (i % 11) * 0.75f - 3;
      fc[i] = fr[i] = -i;
    }
  for (int i = 0; i < 5 * N + 10; i++)
    {
      sa[i] = (short) (i * 331 - 7000);
      sc[i] = sr[i] = (short) -i;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_cross (n, va + off, vb, vc + off);
	ref_cross (n, va + off, vb, vr + off);
	if (memcmp (vc, vr, sizeof vc))
	  abort ();
	vec_icross (n, ia + off, ib + 2 * off, ic + off);
	ref_icross (n, ia + off, ib + 2 * off, ir + off);
	if (memcmp (ic, ir, sizeof ic))
	  abort ();
	vec_swap (n, dc + off, da + off, 0.75);
	ref_swap (n, dr + off, da + off, 0.75);
	if (memcmp (dc, dr, sizeof dc))
	  abort ();
	vec_scale (n, fc + off, fa + off);
	ref_scale (n, fr + off, fa + off);
	if (memcmp (fc, fr, sizeof fc))
	  abort ();
	vec_rot4 (n, fc + off, fa + off, fb);
	ref_rot4 (n, fr + off, fa + off, fb);
	if (memcmp (fc, fr, sizeof fc))
	  abort ();
	vec_cross4 (n, fc + off, fb, fa + off);
	ref_cross4 (n, fr + off, fb, fa + off);
	if (memcmp (fc, fr, sizeof fc))
	  abort ();
	vec_rot5 (n, sc + off, sa + off);
	ref_rot5 (n, sr + off, sa + off);
	if (memcmp (sc, sr, sizeof sc))
	  abort ();
	fill ();
	vec_rrot (n, ic + off, ia + off);
	ref_rrot (n, ir + off, ia + off);
	if (memcmp (ic, ir, sizeof ic))
	  abort ();
      }
  return 0;
}
