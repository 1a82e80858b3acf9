/* Shared body of the vect-cond-*.c tests: comparisons and selects that
   if-conversion leaves in the loop body (a clamp, a select between
   fields of a stride-3 group by a comparison of floats, a clamp of int
   results narrowed to bytes, logic on two comparisons), forced through
   hyperlane and compared with scalar loops.  Comparisons become masks of
   0 / all ones in their operands' size, selects bitwise selects.  */

#include <stdlib.h>
#include <string.h>

#define N 300

#define KERNELS(NAME, ATTR)						\
  ATTR void								\
  NAME##_clamp (int n, const int *restrict a, int *restrict o)		\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = a[i] < 0 ? 0 : a[i] > 255 ? 255 : a[i];			\
  }									\
  ATTR void								\
  NAME##_sel (int n, const float *restrict a, const float *restrict b,	\
	      float *restrict o, float *restrict o2)			\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	float t = a[3 * i + 1], u = a[3 * i + 2];			\
	o2[i] = t * u;							\
	o[i] = a[3 * i] > b[i] ? t : u;					\
      }									\
  }									\
  ATTR void								\
  NAME##_bytes (int n, const int *restrict a, unsigned char *restrict o)	\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	int s = a[i] >> 2;						\
	o[i] = s < 0 ? 0 : s > 255 ? 255 : (unsigned char) s;		\
      }									\
  }									\
  ATTR void								\
  NAME##_logic (int n, const short *restrict a, short *restrict o)	\
  {									\
    for (int i = 0; i < n; i++)						\
      o[i] = (a[2 * i] > 3 && a[2 * i + 1] != 7) ? a[2 * i]		\
						  : -a[2 * i + 1];	\
  }

KERNELS (vec, __attribute__ ((noipa)))
KERNELS (ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static int ia[3 * N], io[N], ir[N];
static float fa[3 * N], fb[N], fo[N], fr[N], fo2[N], fr2[N];
static unsigned char co[N], cr[N];
static short sa[2 * N], so[N], sr[N];

/* The driver's own loops are left scalar: the tests count the kernels
   hyperlane vectorizes.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int i = 0; i < 3 * N; i++)
    {
      ia[i] = (i * 7919) % 1200 - 400;
      fa[i] = (i % 13) * 0.5f - 2;
    }
  for (int i = 0; i < N; i++)
    fb[i] = (i % 7) * 0.25f;
  for (int i = 0; i < 2 * N; i++)
    sa[i] = (short) ((i * 37) % 19 - 5);
  for (int n = 0; n < N; n += n < 70 ? 1 : 37)
    {
      memset (io, 0, sizeof io); memset (ir, 0, sizeof ir);
      vec_clamp (n, ia, io); ref_clamp (n, ia, ir);
      memset (fo, 0, sizeof fo); memset (fr, 0, sizeof fr);
      vec_sel (n, fa, fb, fo, fo2); ref_sel (n, fa, fb, fr, fr2);
      memset (co, 0, sizeof co); memset (cr, 0, sizeof cr);
      vec_bytes (n, ia, co); ref_bytes (n, ia, cr);
      memset (so, 0, sizeof so); memset (sr, 0, sizeof sr);
      vec_logic (n, sa, so); ref_logic (n, sa, sr);
      if (memcmp (io, ir, sizeof io) || memcmp (fo, fr, sizeof fo)
	  || memcmp (fo2, fr2, sizeof fo2)
	  || memcmp (co, cr, sizeof co) || memcmp (so, sr, sizeof so))
	abort ();
    }
  return 0;
}
