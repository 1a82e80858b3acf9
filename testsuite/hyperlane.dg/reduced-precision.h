/* Shared body of the reduced-precision-*.c tests: strided load and store
   groups of _Bool elements and 1-bit bit-fields -- constants, copies,
   comparison results, values used as numbers, and beside fields of other
   types.  A vector of _Bool is a GCC mask type whose constants mean other
   bits (a constant store of them stopped GCC 12 in vector-builder.h):
   hyperlane leaves such loops to GCC.  Run against the scalar loops.  */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 200

struct flags3 { bool a, b, c; };
struct bits3 { unsigned a : 1, b : 1, c : 1; };
struct point_flag { float x, y; bool on; };

#define KERNELS(SUFFIX, ATTR)						\
  ATTR void								\
  constants##SUFFIX (int n, bool *restrict x)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[3 * i] = 1;							\
	x[3 * i + 2] = 0;						\
      }									\
  }									\
  ATTR void								\
  compares##SUFFIX (int n, struct flags3 *restrict x,			\
		    const float *restrict y)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[i].a = y[i] > 0;						\
	x[i].b = 1;							\
	x[i].c = y[i] < 2;						\
      }									\
  }									\
  ATTR void								\
  copies##SUFFIX (int n, bool *restrict x, const bool *restrict y)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[3 * i] = y[3 * i + 1];					\
	x[3 * i + 1] = 1;						\
	x[3 * i + 2] = y[3 * i];					\
      }									\
  }									\
  ATTR void								\
  logic##SUFFIX (int n, struct flags3 *restrict x,			\
		 const struct flags3 *restrict y)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[i].a = y[i].b & y[i].c;					\
	x[i].b = y[i].a | y[i].c;					\
	x[i].c = y[i].a ^ y[i].b;					\
      }									\
  }									\
  ATTR void								\
  numbers##SUFFIX (int n, int *restrict o,				\
		   const struct flags3 *restrict y)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[3 * i] = y[i].a + 2 * y[i].b;					\
	o[3 * i + 1] = y[i].c - y[i].a;					\
	o[3 * i + 2] = y[i].b * 5;					\
      }									\
  }									\
  ATTR void								\
  from_numbers##SUFFIX (int n, bool *restrict x,			\
			const unsigned char *restrict y)		\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[3 * i] = y[3 * i + 1];					\
	x[3 * i + 1] = y[3 * i + 2];					\
	x[3 * i + 2] = y[3 * i];					\
      }									\
  }									\
  ATTR void								\
  bitfields##SUFFIX (int n, struct bits3 *restrict x,			\
		     const int *restrict y)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	x[i].a = y[3 * i];						\
	x[i].b = y[3 * i + 1] > 3;					\
	x[i].c = x[i].a ^ 1;						\
      }									\
  }									\
  ATTR void								\
  selects##SUFFIX (int n, float *restrict o,				\
		   const struct point_flag *restrict p)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[2 * i] = p[i].on ? p[i].x : 0.0f;				\
	o[2 * i + 1] = p[i].on ? p[i].y : 1.0f;				\
      }									\
  }

KERNELS (, __attribute__ ((noipa)))
KERNELS (_ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static bool bx[3 * MAXN], bwant[3 * MAXN], by[3 * MAXN];
static struct flags3 fx[MAXN], fwant[MAXN], fy[MAXN];
static struct bits3 tx[MAXN], twant[MAXN];
static struct point_flag pf[MAXN];
static float fl[3 * MAXN], fo[3 * MAXN], fowant[3 * MAXN];
static int io[3 * MAXN], iowant[3 * MAXN], iy[3 * MAXN];
static unsigned char uy[3 * MAXN];

#define CHECK(CALL, OUT, WANT)						\
  do									\
    {									\
      memset (OUT, 0, sizeof OUT);					\
      memset (WANT, 0, sizeof WANT);					\
      CALL;								\
      if (memcmp (OUT, WANT, sizeof OUT))				\
	abort ();							\
    }									\
  while (0)

int
main (void)
{
  for (int i = 0; i < 3 * MAXN; i++)
    {
      by[i] = (i * 5) % 3 == 1;
      fl[i] = (float) (i % 7) - 2.5f;
      uy[i] = i % 4 == 0 ? 0 : (unsigned char) i;
      iy[i] = i % 6;
    }
  for (int i = 0; i < MAXN; i++)
    {
      fy[i] = (struct flags3) { i % 2, i % 3 == 0, i % 5 < 2 };
      pf[i] = (struct point_flag) { i * 0.5f, -i * 0.25f, i % 3 != 1 };
    }
  for (int n = 0; n < MAXN; n += 1 + n / 16)
    {
      CHECK ((constants (n, bx), constants_ref (n, bwant)), bx, bwant);
      CHECK ((compares (n, fx, fl), compares_ref (n, fwant, fl)), fx, fwant);
      CHECK ((copies (n, bx, by), copies_ref (n, bwant, by)), bx, bwant);
      CHECK ((logic (n, fx, fy), logic_ref (n, fwant, fy)), fx, fwant);
      CHECK ((numbers (n, io, fy), numbers_ref (n, iowant, fy)), io, iowant);
      CHECK ((from_numbers (n, bx, uy), from_numbers_ref (n, bwant, uy)),
	     bx, bwant);
      CHECK ((bitfields (n, tx, iy), bitfields_ref (n, twant, iy)), tx,
	     twant);
      CHECK ((selects (n, fo, pf), selects_ref (n, fowant, pf)), fo, fowant);
    }
  return 0;
}
