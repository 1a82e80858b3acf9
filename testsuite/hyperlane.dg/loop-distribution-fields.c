/* GCC's loop distribution splits each loop below into a recurrence on a
   and a stride-4 partition on the records p, behind a runtime alias test
   between a and p (.LOOP_DIST_ALIAS).  Both partitions use p, and one of
   them writes it: the version is safe to enable only if distribution
   ordered the partitions so that every access of the first to bytes the
   second also accesses comes from an iteration before the second's
   (loop-distribution-order.c is a case where GCC 12.2 gets the order
   wrong).  Here the bytes are other fields (fields), a field read two
   records ahead before it is written (later) or written two records
   ahead of its read (earlier): the order is kept, the guard is folded to
   the alias test and the stride-4 partition is vectorized by hyperlane.
   Before, any partition sharing a written array was left to GCC.  Run
   against the scalar loops, with a and p disjoint (the distributed
   version runs) and overlapping (the original loop runs).  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-optimized -fplugin-arg-hyperlane-cost=always -fdump-tree-ldist-details -fdump-tree-hyperlane-details" } */

#include <string.h>

struct rec { float x, y, z, w; };

#define N 301

/* NAME, distributed and vectorized, and NAME_ref, the scalar loop (no
   vectorizer and no distribution).  */
#define KERNEL(NAME, BODY)						\
  __attribute__ ((noipa)) void						\
  NAME (float *a, struct rec *p, int n)					\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	BODY								\
      }									\
  }									\
  __attribute__ ((optimize ("no-tree-vectorize",			\
			    "no-tree-loop-distribution"), noipa))	\
  static void								\
  NAME##_ref (float *a, struct rec *p, int n)				\
  {									\
    for (int i = 0; i < n; i++)						\
      {									\
	BODY								\
      }									\
  }

KERNEL (fields,
	a[i + 1] = a[i] * 0.5f + p[i].w;
	p[i].x = p[i].y * p[i].z + 1.0f;)
KERNEL (later,
	p[i].x = p[i].y * p[i].z + 1.0f;
	a[i + 1] = a[i] * 0.5f + p[i + 2].x;)
KERNEL (earlier,
	p[i + 2].x = p[i].y * p[i].z + 1.0f;
	a[i + 1] = a[i] * 0.5f + p[i].x;)

static struct rec pts[N + 3], pts_ref[N + 3];
static float a[N + 1], a_ref[N + 1];

static void
fill (void)
{
  for (int i = 0; i < N + 3; i++)
    {
      pts[i].x = pts_ref[i].x = (i % 7) * 0.25f - 0.5f;
      pts[i].y = pts_ref[i].y = (i % 5) * 0.5f;
      pts[i].z = pts_ref[i].z = (i % 3) - 1.0f;
      pts[i].w = pts_ref[i].w = (i % 9) * 0.75f;
    }
  for (int i = 0; i <= N; i++)
    a[i] = a_ref[i] = (i % 11) * 0.125f;
}

typedef void (*kernel) (float *, struct rec *, int);

static void
check (kernel run, kernel ref)
{
  for (int n = 0; n <= N; n += (n < 20 ? 1 : 47))
    {
      fill ();
      run (a, pts, n);
      ref (a_ref, pts_ref, n);
      if (memcmp (a, a_ref, sizeof a) || memcmp (pts, pts_ref, sizeof pts))
	__builtin_abort ();
      /* a overlaps the records: the alias test sends the loop to the
	 original, undistributed version.  */
      int m = n < N / 5 ? n : N / 5;
      fill ();
      run (&pts[1].y, pts, m);
      ref (&pts_ref[1].y, pts_ref, m);
      if (memcmp (pts, pts_ref, sizeof pts))
	__builtin_abort ();
    }
}

int
main (void)
{
  check (fields, fields_ref);
  check (later, later_ref);
  check (earlier, earlier_ref);
  return 0;
}

/* { dg-final { scan-tree-dump-times "distributed: split to 2 loops" 3 "ldist" } } */
/* { dg-final { scan-tree-dump-times "loop distribution version \\d+: its partitions run in an order that keeps their dependences" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times ".LOOP_DIST_ALIAS guard folded to its alias test" 3 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "may depend on one another" "hyperlane" } } */
/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 47 } */
/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 50 } */
/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 53 } */
