/* Shared body of the vect-divconst-*.c tests: integer division and
   remainder by constants (rgba_blend's "/ 255" of 8-bit channels computed
   in int, per-field divisors of either sign, a remainder, 16-bit unsigned
   and a power of two with negative dividends), which GCC's vector lowering
   turns into high-part multiplies and shifts.  Forced through hyperlane
   and compared with scalar loops on trip counts 0.. and moved bases.  */

#include <stdlib.h>
#include <string.h>

#define N 300

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_blend (int n, const unsigned char *restrict s,			\
		unsigned char *restrict d)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	int a = s[4 * i + 3];						\
	for (int k = 0; k < 3; k++)					\
	  d[4 * i + k] = (s[4 * i + k] * a + d[4 * i + k] * (255 - a)	\
			  + 127) / 255;					\
	d[4 * i + 3] = a + (d[4 * i + 3] * (255 - a) + 127) / 255;	\
      }									\
  }									\
  ATTR void								\
  NAME##_fields (int n, int *restrict o, const int *restrict a)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[3 * i] = a[3 * i] / 7;					\
	o[3 * i + 1] = a[3 * i + 1] / -3;				\
	o[3 * i + 2] = a[3 * i + 2] % 5;				\
      }									\
  }									\
  ATTR void								\
  NAME##_u16 (int n, unsigned short *restrict o,			\
	      const unsigned short *restrict a)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = a[2 * i] / 10 + a[2 * i + 1] % 10;			\
	o[2 * i + 1] = a[2 * i + 1] / 1000;				\
      }									\
  }									\
  ATTR void								\
  NAME##_pow2 (int n, int *restrict o, const int *restrict a)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = a[2 * i] / 16 - a[2 * i + 1];			\
	o[2 * i + 1] = a[2 * i + 1] / 16 + a[2 * i];			\
      }									\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static unsigned char src[4 * N + 8], dv[4 * N + 8], dr[4 * N + 8];
static int ia[3 * N + 6], io[3 * N + 6], ir[3 * N + 6];
static unsigned short ua[2 * N + 4], uo[2 * N + 4], ur[2 * N + 4];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) static void
fill (void)
{
  for (int i = 0; i < 4 * N + 8; i++)
    {
      src[i] = (i * 37 + 11) & 255;
      dv[i] = dr[i] = (i * 101 + 7) & 255;
    }
  for (int i = 0; i < 3 * N + 6; i++)
    {
      /* Both signs, the extremes among them.  */
      ia[i] = i % 11 == 0 ? (i % 2 ? -2147483647 - 1 : 2147483647)
	      : (i * 7919 % 100003 - 50000) * (i % 3 + 1);
      io[i] = ir[i] = -i;
    }
  for (int i = 0; i < 2 * N + 4; i++)
    {
      ua[i] = i % 7 == 0 ? 65535 : i * 977 % 65536;
      uo[i] = ur[i] = i;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int off = 0; off < 2; off++)
    for (int n = 0; n < N; n += n < 70 ? 1 : 37)
      {
	fill ();
	vec_blend (n, src + 4 * off, dv + off);
	ref_blend (n, src + 4 * off, dr + off);
	if (memcmp (dv, dr, sizeof dv))
	  abort ();
	vec_fields (n, io + off, ia + off);
	ref_fields (n, ir + off, ia + off);
	if (memcmp (io, ir, sizeof io))
	  abort ();
	vec_pow2 (n, io + off, ia + off);
	ref_pow2 (n, ir + off, ia + off);
	if (memcmp (io, ir, sizeof io))
	  abort ();
	vec_u16 (n, uo + off, ua + off);
	ref_u16 (n, ur + off, ua + off);
	if (memcmp (uo, ur, sizeof uo))
	  abort ();
      }
  return 0;
}
