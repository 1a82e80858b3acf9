/* Shared body of the vect-reduction-*.c tests: reductions across
   iterations over strided and contiguous data (sum, difference, xor, and,
   or, min, max; int, unsigned and, with -ffast-math, float), with the
   running value live after the loop, for every trip count up to 3 VF and
   a few large ones, against scalar references.  */

#include <stdlib.h>

struct i3 { int x, y, z; };
struct f3 { float x, y, z; };

#define K __attribute__ ((noipa))
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize", "no-tree-slp-vectorize")))
#define COMMA ,
#define BOTH(NAME, T, INIT, ARGS, BODY)					\
  K T NAME (ARGS) { T s = INIT; for (int i = 0; i < n; i++) BODY; return s; } \
  REF T NAME##_ref (ARGS) { T s = INIT; for (int i = 0; i < n; i++) BODY; return s; }

BOTH (isum, int, 5, const struct i3 *a COMMA int n,
      s += a[i].x * a[i].y - a[i].z)
BOTH (isub, int, 100, const int *a COMMA int n, s -= a[i])
BOTH (uxor, unsigned, 1, const unsigned *a COMMA int n,
      s ^= a[2 * i] + a[2 * i + 1])
BOTH (uand, unsigned, ~0u, const unsigned *a COMMA int n,
      s &= a[2 * i] | a[2 * i + 1])
BOTH (uor, unsigned, 0, const unsigned *a COMMA int n, s |= a[i] & 0x0f0f0f0f)
BOTH (imax, int, -1000, const int *a COMMA int n,
      s = s > a[3 * i + 1] ? s : a[3 * i + 1])
BOTH (imin, int, 1000, const int *a COMMA int n,
      s = s < a[3 * i + 2] ? s : a[3 * i + 2])
#ifdef __FAST_MATH__
BOTH (fsum, float, 0.5f, const struct f3 *a COMMA int n,
      s += a[i].x * a[i].x + a[i].y * a[i].y + a[i].z * a[i].z)
#endif

static struct i3 ia[400];
static struct f3 fa[400];
static unsigned u[800];
static int m[1200];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int i = 0; i < 400; i++)
    {
      ia[i].x = i % 17;
      ia[i].y = i * 3;
      ia[i].z = 7 - i;
      /* Small integers: every float sum below is exact, in any order.  */
      fa[i].x = i % 5;
      fa[i].y = 1;
      fa[i].z = 2;
    }
  for (int i = 0; i < 800; i++)
    u[i] = i * 2654435761u;
  for (int i = 0; i < 1200; i++)
    m[i] = (i * 37) % 1001 - 500;
  for (int n = 0; n < 400; n += n < 50 ? 1 : 37)
    {
      if (isum (ia, n) != isum_ref (ia, n) || isub (m, n) != isub_ref (m, n)
	  || uxor (u, n) != uxor_ref (u, n) || uand (u, n) != uand_ref (u, n)
	  || uor (u, n) != uor_ref (u, n) || imax (m, n) != imax_ref (m, n)
	  || imin (m, n) != imin_ref (m, n))
	abort ();
#ifdef __FAST_MATH__
      if (fsum (fa, n) != fsum_ref (fa, n))
	abort ();
#endif
    }
  return 0;
}
