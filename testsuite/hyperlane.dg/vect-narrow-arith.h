/* Shared body of the vect-narrow-arith-*.c tests: integer arithmetic that
   C does in int but whose results are needed only in their low bits runs
   in 16 bits (narrowed), and where a result needs more bits it is not;
   forced through hyperlane, compared with scalar loops for many trip
   counts and misalignments.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 300

/* Gray from RGBA: the sum needs 16 bits, the shift leaves 8.  */
#define GRAY(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const uint8_t *restrict rgba, uint8_t *restrict g)	\
  {									\
    for (int i = 0; i < n; i++)						\
      g[i] = (77 * rgba[4 * i] + 150 * rgba[4 * i + 1]			\
	      + 29 * rgba[4 * i + 2] + 128) >> 8;			\
  }

/* Signed bytes: (a - b) >> 1 with an arithmetic shift, needs 9 bits.  */
#define HALF_DIFF(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const int8_t *restrict a, int8_t *restrict d)		\
  {									\
    for (int i = 0; i < n; i++)						\
      d[i] = (int8_t) ((a[2 * i] - a[2 * i + 1]) >> 1);			\
  }

/* A shift by 9 of a sum of up to 17 bits: needs 17 bits, stays in int.  */
#define WIDE_SHIFT(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const uint8_t *restrict a, uint8_t *restrict o)		\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = (uint8_t) ((a[2 * i] * 300 + a[2 * i + 1] * 300) >> 9);	\
  }

#define VEC __attribute__ ((noipa))
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

GRAY (gray, VEC)
GRAY (gray_ref, REF)
HALF_DIFF (half_diff, VEC)
HALF_DIFF (half_diff_ref, REF)
WIDE_SHIFT (wide_shift, VEC)
WIDE_SHIFT (wide_shift_ref, REF)

static uint8_t in[4 * MAXN + 8];

struct outputs
{
  uint8_t g[MAXN + 8];
  int8_t d[MAXN + 8];
  uint8_t o[MAXN + 8];
};

static struct outputs got, want;

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 15, 16, 17, 31, 32, 33, 63, 64,
				65, 127, 128, 129, 250 };
  for (int i = 0; i < 4 * MAXN + 8; i++)
    in[i] = (uint8_t) (i * 89 + 7);
  for (int off = 0; off < 3; off++)
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
      {
	int n = counts[k];
	memset (&got, 0, sizeof got);
	memset (&want, 0, sizeof want);
	gray (n, in + off, got.g + off);
	gray_ref (n, in + off, want.g + off);
	half_diff (n, (const int8_t *) in + off, got.d + off);
	half_diff_ref (n, (const int8_t *) in + off, want.d + off);
	wide_shift (n, in + off, got.o + off);
	wide_shift_ref (n, in + off, want.o + off);
	if (memcmp (&got, &want, sizeof got) != 0)
	  abort ();
      }
  return 0;
}
