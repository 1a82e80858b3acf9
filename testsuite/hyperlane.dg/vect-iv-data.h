/* Shared body of the vect-iv-data-*.c tests: induction variables used as
   data (of the counter's type, converted, a second induction variable
   with another step, in an AoS store group), forced through hyperlane and
   compared with scalar loops for trip counts around every vector length
   and misaligned bases.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

struct v3 { float x, y, z; };

#define IOTA(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, int *restrict a)						\
  {									\
    for (int i = 0; i < n; i++)						\
      a[i] = i * 7 - 100;						\
  }

#define TWO_IVS(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, int start, short *restrict s)				\
  {									\
    int j = start;							\
    for (int i = 0; i < n; i++, j += 3)					\
      s[2 * i] = (short) j, s[2 * i + 1] = (short) (i ^ j);		\
  }

#define AOS(NAME, ATTR)							\
  ATTR void								\
  NAME (int n, struct v3 *restrict p, const float *restrict b)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	p[i].x = (float) i * 0.5f;					\
	p[i].y = b[i] + (float) (i & 15);				\
	p[i].z = b[i] * 2.0f;						\
      }									\
  }

#define UNSIGNED_BYTES(NAME, ATTR)					\
  ATTR void								\
  NAME (unsigned n, unsigned char *restrict c)				\
  {									\
    for (unsigned i = 0; i < n; i++)					\
      c[i] = (unsigned char) (i * 13u + 250u);				\
  }

#define VEC __attribute__ ((noipa))
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

IOTA (iota, VEC)
IOTA (iota_ref, REF)
TWO_IVS (two_ivs, VEC)
TWO_IVS (two_ivs_ref, REF)
AOS (aos, VEC)
AOS (aos_ref, REF)
UNSIGNED_BYTES (ubytes, VEC)
UNSIGNED_BYTES (ubytes_ref, REF)

struct outputs
{
  int a[MAXN + 8];
  short s[2 * MAXN + 8];
  struct v3 p[MAXN + 8];
  unsigned char c[MAXN + 8];
};

static struct outputs got, want;
static float b[MAXN + 8];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  static const int counts[] = { 0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 250 };
  for (int i = 0; i < MAXN + 8; i++)
    b[i] = (float) ((i * 37) % 101) * 0.25f - 7.0f;
  for (int off = 0; off < 3; off++)
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
      {
	int n = counts[k];
	memset (&got, 0, sizeof got);
	memset (&want, 0, sizeof want);
	iota (n, got.a + off);
	iota_ref (n, want.a + off);
	two_ivs (n, off * 1000 - 7, got.s + off);
	two_ivs_ref (n, off * 1000 - 7, want.s + off);
	aos (n, got.p + off, b + off);
	aos_ref (n, want.p + off, b + off);
	ubytes (n, got.c + off);
	ubytes_ref (n, want.c + off);
	if (memcmp (&got, &want, sizeof got) != 0)
	  abort ();
      }
  return 0;
}
