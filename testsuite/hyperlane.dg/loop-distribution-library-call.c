/* Loop distribution splits this loop into a memset of d, a recurrence and
   a stride-3 loop behind a runtime alias test.  The memset partition is
   no loop, so hyperlane cannot see its accesses among the partitions'
   references: the version is left to GCC, which vectorizes the stride-3
   partition itself.  Run against the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-optimized-missed -fdump-tree-ldist-details" } */

#include <string.h>

struct point { float x, y, z; };

#define KERNEL								\
  for (int i = 0; i < n; i++)						\
    {									\
      d[i] = 0.0f;							\
      a[i + 1] = a[i] * 0.5f + 1.0f;					\
      b[i] = c[i].x * c[i].x + c[i].y * c[i].y + c[i].z * c[i].z;	\
    }

__attribute__ ((noipa)) void
norms (float *a, float *restrict b, const struct point *c, float *d, int n)
{
  KERNEL	/* { dg-message "hyperlane: loop left to GCC: a partition of the version loop distribution made behind a runtime alias test, whose partitions may depend on one another" } */
}

__attribute__ ((optimize ("no-tree-vectorize", "no-tree-loop-distribution"),
		noipa)) static void
reference (float *a, float *restrict b, const struct point *c, float *d,
	   int n)
{
  KERNEL
}

#define N 301
static struct point pts[N];
static float a[N + 1], a_ref[N + 1], b[N], b_ref[N], d[N], d_ref[N];

int
main (void)
{
  for (int n = 0; n <= N; n += (n < 20 ? 1 : 47))
    {
      for (int i = 0; i < N; i++)
	{
	  pts[i].x = (i % 7) * 0.25f - 0.5f;
	  pts[i].y = (i % 5) * 0.5f;
	  pts[i].z = (i % 3) - 1.0f;
	  d[i] = d_ref[i] = i;
	}
      for (int i = 0; i <= N; i++)
	a[i] = a_ref[i] = (i % 11) * 0.125f;
      memset (b, 0, sizeof b);
      memset (b_ref, 0, sizeof b_ref);
      norms (a, b, pts, d, n);
      reference (a_ref, b_ref, pts, d_ref, n);
      if (memcmp (a, a_ref, sizeof a) || memcmp (b, b_ref, sizeof b)
	  || memcmp (d, d_ref, sizeof d))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "split to 2 loops and 1 library calls" "ldist" } } */
