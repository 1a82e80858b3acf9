/* Shared body of the vect-widen-narrow-*.c tests: loops whose values have
   element types of different sizes (widening and narrowing conversions,
   integer and floating point, AoS and contiguous groups, a reduction of
   widened bytes), forced through hyperlane, run for trip counts around
   every vector length and misaligned bases against a scalar reference.
   KERNELS lists them; each is compiled twice: vectorized, and with
   vectorization off as the reference.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

/* RGB to YUV in 8-bit fixed point: bytes widened to int, narrowed back
   (four times each way).  */
#define RGB2YUV(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const unsigned char *restrict rgb,			\
	unsigned char *restrict yuv)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	int r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];	\
	yuv[3 * i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;	\
	yuv[3 * i + 1] = (-38 * r - 74 * g + 112 * b + 32896) >> 8;	\
	yuv[3 * i + 2] = (112 * r - 94 * g - 18 * b + 32896) >> 8;	\
      }									\
  }

/* Signed bytes of a stride-2 group to a contiguous short result.  */
#define S8_TO_S16(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const signed char *restrict a, short *restrict out)	\
  {									\
    for (int i = 0; i < n; i++)						\
      out[i] = (short) (a[2 * i] * 3 - a[2 * i + 1]);			\
  }

/* float -> double -> float, a stride-3 group in and a stride-2 out.  */
#define FLOAT_DOUBLE(NAME, ATTR)					\
  ATTR void								\
  NAME (int n, const float *restrict p, double *restrict d,		\
	float *restrict f)						\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	double x = p[3 * i], y = p[3 * i + 1];				\
	d[2 * i] = x * y;						\
	d[2 * i + 1] = x - (double) p[3 * i + 2];			\
	f[i] = (float) (x / 3.0);					\
      }									\
  }

/* Unsigned shorts to float and back to bytes (through int).  */
#define U16_FLOAT_U8(NAME, ATTR)					\
  ATTR void								\
  NAME (int n, const unsigned short *restrict s, float *restrict f,	\
	unsigned char *restrict c)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float v = (float) s[2 * i] * 0.5f + (float) s[2 * i + 1];	\
	f[i] = v;							\
	c[i] = (unsigned char) (s[2 * i + 1] * 0.00390625f);		\
      }									\
  }

/* int to long long, and a sum of widened bytes.  */
#define WIDE_SUM(NAME, ATTR)						\
  ATTR int								\
  NAME (int n, const int *restrict a, long long *restrict w,		\
	const unsigned char *restrict c)				\
  {									\
    int sum = 0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	w[i] = (long long) a[2 * i] * a[2 * i + 1];			\
	sum += c[3 * i] + c[3 * i + 2];					\
      }									\
    return sum;								\
  }

#define VEC __attribute__ ((noipa))
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

RGB2YUV (rgb2yuv, VEC)
RGB2YUV (rgb2yuv_ref, REF)
S8_TO_S16 (s8_to_s16, VEC)
S8_TO_S16 (s8_to_s16_ref, REF)
FLOAT_DOUBLE (float_double, VEC)
FLOAT_DOUBLE (float_double_ref, REF)
U16_FLOAT_U8 (u16_float_u8, VEC)
U16_FLOAT_U8 (u16_float_u8_ref, REF)
WIDE_SUM (wide_sum, VEC)
WIDE_SUM (wide_sum_ref, REF)

static unsigned char in8[3 * MAXN + 8];
static float inf[3 * MAXN + 8];
static unsigned short in16[2 * MAXN + 8];
static int in32[2 * MAXN + 8];

/* Outputs of the vectorized and the reference run, compared whole.  */
struct outputs
{
  unsigned char yuv[3 * MAXN + 8];
  short s16[MAXN + 8];
  double d[2 * MAXN + 8];
  float f[MAXN + 8];
  float f2[MAXN + 8];
  unsigned char c[MAXN + 8];
  long long w[MAXN + 8];
  int sum;
};

static struct outputs got, want;

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 127, 128, 129, 250 };
  for (int i = 0; i < 3 * MAXN + 8; i++)
    {
      in8[i] = (unsigned char) (i * 89 + 7);
      inf[i] = (float) ((i * 37) % 101) * 0.25f - 7.0f;
    }
  for (int i = 0; i < 2 * MAXN + 8; i++)
    {
      in16[i] = (unsigned short) (i * 4099 + 13);
      in32[i] = (i * 1000003) ^ (i << 20);
    }
  for (int off = 0; off < 3; off++)
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
      {
	int n = counts[k];
	memset (&got, 0, sizeof got);
	memset (&want, 0, sizeof want);
	rgb2yuv (n, in8 + off, got.yuv + off);
	rgb2yuv_ref (n, in8 + off, want.yuv + off);
	s8_to_s16 (n, (const signed char *) in8 + off, got.s16 + off);
	s8_to_s16_ref (n, (const signed char *) in8 + off, want.s16 + off);
	float_double (n, inf + off, got.d + off, got.f + off);
	float_double_ref (n, inf + off, want.d + off, want.f + off);
	u16_float_u8 (n, in16 + off, got.f2 + off, got.c + off);
	u16_float_u8_ref (n, in16 + off, want.f2 + off, want.c + off);
	got.sum = wide_sum (n, in32 + off, got.w + off, in8 + off);
	want.sum = wide_sum_ref (n, in32 + off, want.w + off, in8 + off);
	if (memcmp (&got, &want, sizeof got) != 0)
	  abort ();
      }
  return 0;
}
