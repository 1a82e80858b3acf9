/* Shared body of the vect-merge-widen-*.c tests: loops that compute in
   a wider type than they load or store, planned in memory order where
   that is lighter (widened and narrowed in place, the rows of loads
   permuted inside their records after the widening) -- rgb2yuv (its Y
   adds 16 after the shift U and V end with: the extra operation peeled
   and merged), per-field weights over RGBA bytes with the alpha byte
   left alone (a gap), the two fields of a pair of shorts swapped and
   widened into ints (a narrower load group than the store group), ints
   shifted by a count per field and narrowed into bytes -- against the scalar loops,
   for trip counts around the vector lengths and a misaligned base.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

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

#define TINT(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const unsigned char *restrict a,			\
	unsigned char *restrict o)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[4 * i] = (a[4 * i] * 200 + a[4 * i + 1] * 55) >> 8;		\
	o[4 * i + 1] = (a[4 * i + 1] * 180 + a[4 * i + 2] * 75) >> 8;	\
	o[4 * i + 2] = (a[4 * i + 2] * 230 + a[4 * i] * 25) >> 8;	\
      }									\
  }

#define SWAP_WIDEN(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const short *restrict a, int *restrict o)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = a[2 * i + 1] * 5 + 70000;				\
	o[2 * i + 1] = a[2 * i] - 7;					\
      }									\
  }

#define NARROW_SHIFT(NAME, ATTR)					\
  ATTR void								\
  NAME (int n, const int *restrict a, unsigned char *restrict o)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[3 * i] = a[3 * i] >> 10;					\
	o[3 * i + 1] = a[3 * i + 1] >> 12;				\
	o[3 * i + 2] = a[3 * i + 2] >> 9;				\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

RGB2YUV (rgb2yuv, KERNEL)
RGB2YUV (rgb2yuv_ref, SCALAR)
TINT (tint, KERNEL)
TINT (tint_ref, SCALAR)
SWAP_WIDEN (swap_widen, KERNEL)
SWAP_WIDEN (swap_widen_ref, SCALAR)
NARROW_SHIFT (narrow_shift, KERNEL)
NARROW_SHIFT (narrow_shift_ref, SCALAR)

static unsigned char px[4 * MAXN + 8], bo[4 * MAXN + 8], bwant[4 * MAXN + 8];
static short sa[2 * MAXN + 4];
static int io[2 * MAXN + 4], iwant[2 * MAXN + 4], ia[3 * MAXN + 6];

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 127, 128, 129, 300 };
  for (int i = 0; i < 4 * MAXN + 8; i++)
    px[i] = (unsigned char) (i * 97 + (i >> 3) * 13);
  for (int i = 0; i < 2 * MAXN + 4; i++)
    sa[i] = (short) (i * 2311 - 30000);
  for (int i = 0; i < 3 * MAXN + 6; i++)
    ia[i] = i * 1234567 - 99999;
  for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
    for (int off = 0; off < 2; off++)
      {
	int n = counts[k] - off;
	for (int i = 0; i < 4 * MAXN + 8; i++)
	  bo[i] = bwant[i] = (unsigned char) (i * 5 + 1);
	rgb2yuv (n, px + 3 * off, bo + 3 * off);
	rgb2yuv_ref (n, px + 3 * off, bwant + 3 * off);
	if (memcmp (bo, bwant, sizeof bo))
	  abort ();

	tint (n, px + 4 * off, bo + 4 * off);
	tint_ref (n, px + 4 * off, bwant + 4 * off);
	if (memcmp (bo, bwant, sizeof bo))
	  abort ();

	for (int i = 0; i < 2 * MAXN + 4; i++)
	  io[i] = iwant[i] = -i;
	swap_widen (n, sa + 2 * off, io + 2 * off);
	swap_widen_ref (n, sa + 2 * off, iwant + 2 * off);
	if (memcmp (io, iwant, sizeof io))
	  abort ();

	narrow_shift (n, ia + 3 * off, bo + 3 * off);
	narrow_shift_ref (n, ia + 3 * off, bwant + 3 * off);
	if (memcmp (bo, bwant, sizeof bo))
	  abort ();
      }
  return 0;
}
