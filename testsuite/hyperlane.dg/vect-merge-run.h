/* Shared body of the vect-merge-*.c tests: loops whose slices group only
   partially (thesis Fig. 4-5), planned in memory order with merges where
   that is lighter -- complex saxpy (a subtraction beside an addition,
   its operands in another field order), an operation per field
   (swizzle), an operation, a constant and a load of another group side
   by side into a store group with a gap, and per-field weights (rows of
   distinct invariants) -- against the scalar loops, for trip counts
   around the vector lengths, a misaligned base and, for complex saxpy
   (no restrict), both outcomes of its runtime alias check.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

#define CSAXPY(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, float *y, const float *x, const float *c)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];	\
	y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i]; \
      }									\
  }

struct v3i { int x, y, z; };

#define SWIZZLE(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const struct v3i *restrict a, struct v3i *restrict o)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].x = a[i].y + a[i].z;					\
	o[i].y = a[i].z * a[i].x;					\
	o[i].z = a[i].x - a[i].y;					\
      }									\
  }

#define MIXED(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const unsigned short *restrict a,			\
	const unsigned short *restrict b, unsigned short *restrict o)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[4 * i] = a[4 * i] + 5;					\
	o[4 * i + 1] = 7;						\
	o[4 * i + 2] = b[4 * i + 3];					\
      }									\
  }

#define WEIGHTS(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const int *restrict a, int *restrict o, int w)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[4 * i] = a[4 * i] * 3;					\
	o[4 * i + 1] = a[4 * i + 1] * -5;				\
	o[4 * i + 2] = a[4 * i + 2] * 9;				\
	o[4 * i + 3] = a[4 * i + 3] * w;				\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

CSAXPY (csaxpy, KERNEL)
CSAXPY (csaxpy_ref, SCALAR)
SWIZZLE (swizzle, KERNEL)
SWIZZLE (swizzle_ref, SCALAR)
MIXED (mixed, KERNEL)
MIXED (mixed_ref, SCALAR)
WEIGHTS (weights, KERNEL)
WEIGHTS (weights_ref, SCALAR)

static float x[2 * MAXN + 2], c[2 * MAXN + 2];
static float y[2 * MAXN + 8], ywant[2 * MAXN + 8];
static struct v3i va[MAXN + 1], vo[MAXN + 1], vwant[MAXN + 1];
static unsigned short ua[4 * MAXN + 4], ub[4 * MAXN + 4];
static unsigned short uo[4 * MAXN + 4], uwant[4 * MAXN + 4];
static int ia[4 * MAXN + 4], io[4 * MAXN + 4], iwant[4 * MAXN + 4];

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32,
				33, 63, 64, 65, 300 };
  for (int i = 0; i < 2 * MAXN + 2; i++)
    {
      x[i] = (float) ((i * 37) % 101) * 0.25f - 7.0f;
      c[i] = 1.0f / (i + 3);
    }
  for (int i = 0; i <= MAXN; i++)
    {
      va[i].x = i * 7 - 100;
      va[i].y = (i * 13) % 51 - 20;
      va[i].z = 1000 - i * i;
    }
  for (int i = 0; i < 4 * MAXN + 4; i++)
    {
      ua[i] = (unsigned short) (i * 977 + 3);
      ub[i] = (unsigned short) (i * 31 + 65000);
      ia[i] = i * 12345 - 77777;
    }
  for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++)
    for (int off = 0; off < 2; off++)
      {
	int n = counts[k] - off;
	for (int i = 0; i < 2 * MAXN + 8; i++)
	  y[i] = ywant[i] = (float) (i % 17) - 8.5f;
	csaxpy (n, y + 2 * off, x + 2 * off, c);
	csaxpy_ref (n, ywant + 2 * off, x + 2 * off, c);
	if (memcmp (y, ywant, sizeof y))
	  abort ();
	/* Overlapping: the runtime alias check sends these to the scalar
	   loop, which reads what earlier iterations stored.  */
	csaxpy (n, y + 2, y, c + 2 * off);
	csaxpy_ref (n, ywant + 2, ywant, c + 2 * off);
	if (memcmp (y, ywant, sizeof y))
	  abort ();
	csaxpy (n, y, y + 1, c);
	csaxpy_ref (n, ywant, ywant + 1, c);
	if (memcmp (y, ywant, sizeof y))
	  abort ();

	memset (vo, 0, sizeof vo);
	memset (vwant, 0, sizeof vwant);
	swizzle (n, va + off, vo + off);
	swizzle_ref (n, va + off, vwant + off);
	if (memcmp (vo, vwant, sizeof vo))
	  abort ();

	for (int i = 0; i < 4 * MAXN + 4; i++)
	  {
	    uo[i] = uwant[i] = (unsigned short) (i * 3 + 1);
	    io[i] = iwant[i] = -i;
	  }
	mixed (n, ua + 4 * off, ub, uo + 4 * off);
	mixed_ref (n, ua + 4 * off, ub, uwant + 4 * off);
	if (memcmp (uo, uwant, sizeof uo))
	  abort ();
	weights (n, ia + 4 * off, io + 4 * off, off ? -11 : 1 << 20);
	weights_ref (n, ia + 4 * off, iwant + 4 * off, off ? -11 : 1 << 20);
	if (memcmp (io, iwant, sizeof io))
	  abort ();
      }
  return 0;
}
