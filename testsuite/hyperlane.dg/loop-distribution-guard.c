/* GCC's loop distribution splits a loop into a recurrence and a stride-3
   loop, versioned by a runtime alias test whose .LOOP_DIST_ALIAS guard
   GCC's vectorizer folds to that test only for loops it vectorizes
   itself, and to false otherwise.  hyperlane vectorizes the stride-3
   partition, so it folds the guard itself: before, the distributed
   version, vector loop and all, was dead code, and the loop ran scalar
   where GCC alone vectorizes it.  The partitions share no array that one
   of them writes, so their order cannot matter (loop-distribution-order.c
   is the case where it does).  Run against the scalar loop, with the
   pointers disjoint (the distributed version runs) and overlapping (the
   original loop runs).  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-optimized -fdump-tree-ldist-details -fdump-tree-hyperlane-details -fdump-tree-optimized" } */

#include <string.h>

struct point { float x, y, z; };

#define N 301

__attribute__ ((noipa)) void
norms (float *a, float *restrict b, const struct point *c, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i + 1] = a[i] * 0.5f + 1.0f;
      b[i] = c[i].x * c[i].x + c[i].y * c[i].y + c[i].z * c[i].z;
    }
}

/* The scalar loop: no vectorizer and no distribution.  */
__attribute__ ((optimize ("no-tree-vectorize", "no-tree-loop-distribution"),
		noipa)) static void
reference (float *a, float *restrict b, const struct point *c, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i + 1] = a[i] * 0.5f + 1.0f;
      b[i] = c[i].x * c[i].x + c[i].y * c[i].y + c[i].z * c[i].z;
    }
}

static struct point pts[N + 1], pts_ref[N + 1];
static float a[N + 1], a_ref[N + 1], b[N], b_ref[N];

static void
fill (void)
{
  for (int i = 0; i <= N; i++)
    {
      pts[i].x = pts_ref[i].x = (i % 7) * 0.25f - 0.5f;
      pts[i].y = pts_ref[i].y = (i % 5) * 0.5f;
      pts[i].z = pts_ref[i].z = (i % 3) - 1.0f;
      a[i] = a_ref[i] = (i % 11) * 0.125f;
    }
  memset (b, 0, sizeof b);
  memset (b_ref, 0, sizeof b_ref);
}

int
main (void)
{
  for (int n = 0; n <= N; n += (n < 20 ? 1 : 47))
    {
      fill ();
      norms (a, b, pts, n);
      reference (a_ref, b_ref, pts_ref, n);
      if (memcmp (a, a_ref, sizeof a) || memcmp (b, b_ref, sizeof b))
	__builtin_abort ();
      /* a overlaps the points: the alias test sends the loop to the
	 original, undistributed version.  */
      fill ();
      norms (&pts[0].y, b, pts, n < N / 3 ? n : N / 3);
      reference (&pts_ref[0].y, b_ref, pts_ref, n < N / 3 ? n : N / 3);
      if (memcmp (pts, pts_ref, sizeof pts) || memcmp (b, b_ref, sizeof b))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "Loop 1 distributed: split to 2 loops" "ldist" } } */
/* { dg-final { scan-tree-dump "LOOP_DIST_ALIAS" "ldist" } } */
/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 25 } */
/* { dg-final { scan-tree-dump-times ".LOOP_DIST_ALIAS guard folded to its alias test" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "LOOP_DIST_ALIAS" "optimized" } } */
/* norms itself keeps vector code (main's loops have some of their own).  */
/* { dg-final { scan-tree-dump {Function norms \((?:(?!;; Function).)*vector\(8\) float} "optimized" } } */
