/* Shared body of the vect-cost-split-run-*.c tests: the loops whose
   store groups GCC's SLP would split (vect-cost-split.c), taken under the
   default cost model, against the scalar loops, for trip counts around
   the vector lengths and a misaligned base.  */

#include <stdlib.h>
#include <string.h>

#define MAXN 300

#define BLEND(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const unsigned char *restrict src,			\
	unsigned char *restrict dst)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	unsigned a = src[4 * i + 3];					\
	for (int k = 0; k < 3; k++)					\
	  dst[4 * i + k] = (src[4 * i + k] * a				\
			    + dst[4 * i + k] * (255 - a) + 127) / 255;	\
	dst[4 * i + 3] = a + (dst[4 * i + 3] * (255 - a) + 127) / 255;	\
      }									\
  }

struct p3 { float x, y, z; };

#define SCALE_XY(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const struct p3 *restrict a, struct p3 *restrict o,	\
	float s)							\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	o[i].x = a[i].x * s;						\
	o[i].y = a[i].y * s;						\
	o[i].z = a[i].z + s;						\
      }									\
  }

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

BLEND (blend, KERNEL)
BLEND (blend_ref, SCALAR)
SCALE_XY (scale_xy, KERNEL)
SCALE_XY (scale_xy_ref, SCALAR)

static unsigned char src[4 * MAXN + 4], dst[4 * MAXN + 4], want[4 * MAXN + 4];
static struct p3 a[MAXN + 1], o[MAXN + 1], owant[MAXN + 1];

int
main (void)
{
  static const int counts[] = { 0, 1, 3, 4, 5, 15, 16, 17, 31, 32, 33, 63,
				64, 65, 300 };
  for (int i = 0; i < 4 * MAXN + 4; i++)
    src[i] = (unsigned char) (i * 37 + (i >> 3));
  for (int i = 0; i <= MAXN; i++)
    {
      a[i].x = (float) ((i * 37) % 101) * 0.25f - 7.0f;
      a[i].y = 1.0f / (i + 1);
      a[i].z = (float) (i % 9) - 4.5f;
    }
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    for (int off = 0; off < 2; off++)
      {
	int n = counts[c] - off;
	for (int i = 0; i < 4 * MAXN + 4; i++)
	  dst[i] = want[i] = (unsigned char) (i * 11 + 5);
	blend (n, src + 4 * off, dst + 4 * off);
	blend_ref (n, src + 4 * off, want + 4 * off);
	if (memcmp (dst, want, sizeof dst))
	  abort ();
	memset (o, 0, sizeof o);
	memset (owant, 0, sizeof owant);
	scale_xy (n, a + off, o + off, 1.5f);
	scale_xy_ref (n, a + off, owant + off, 1.5f);
	if (memcmp (o, owant, sizeof o))
	  abort ();
      }
  return 0;
}
