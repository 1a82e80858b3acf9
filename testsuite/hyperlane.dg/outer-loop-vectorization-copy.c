/* An inner loop that needs if-conversion, in a nest GCC could vectorize
   from its enclosing loop: if-conversion versions the whole nest for
   GCC's outer-loop vectorization (.LOOP_VECTORIZED of the outer loop),
   and the inner loop of the other copy again, under a guard of its own.
   The first copy runs only if GCC vectorizes the outer loop, which a
   vector loop inside it would prevent: hyperlane plans the inner loop in
   the second copy only (once, one remark), folds that copy's guard, and
   the vector loop is the one that runs.  Run against the scalar nest.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fdump-tree-ifcvt -fdump-tree-hyperlane-details -fdump-tree-optimized" } */

#include <string.h>

struct point { float x, y, z; };

#define ROWS 7
#define COLS 45

#define NEST(c, b, n, m)						\
  for (int j = 0; j < (m); j++)						\
    for (int i = 0; i < (n); i++)					\
      {									\
	float s = c[j * (n) + i].x * c[j * (n) + i].y + c[j * (n) + i].z; \
	b[j * (n) + i] = s > 0.0f ? s : 0.0f;				\
	c[j * (n) + i].x = s < 1.0f ? s : c[j * (n) + i].y;		\
      }

__attribute__ ((noipa)) void
clamp_rows (struct point *restrict c, float *restrict b, int n, int m)
{
  NEST (c, b, n, m)
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
reference (struct point *restrict c, float *restrict b, int n, int m)
{
  NEST (c, b, n, m)
}

static struct point pts[ROWS * COLS], pts_ref[ROWS * COLS];
static float b[ROWS * COLS], b_ref[ROWS * COLS];

int
main (void)
{
  for (int n = 0; n <= COLS; n += 4)
    for (int m = 0; m <= ROWS; m += 3)
      {
	for (int i = 0; i < ROWS * COLS; i++)
	  {
	    pts[i].x = pts_ref[i].x = (i % 7) * 0.5f - 1.5f;
	    pts[i].y = pts_ref[i].y = (i % 5) * 0.25f - 0.5f;
	    pts[i].z = pts_ref[i].z = (i % 3) * 0.75f - 1.0f;
	    b[i] = b_ref[i] = -1.0f;
	  }
	clamp_rows (pts, b, n, m);
	reference (pts_ref, b_ref, n, m);
	if (memcmp (pts, pts_ref, sizeof pts) || memcmp (b, b_ref, sizeof b))
	  __builtin_abort ();
      }
  return 0;
}

/* Two .LOOP_VECTORIZED guards: the nest's and the inner loop's.  */
/* { dg-final { scan-tree-dump-times "= .LOOP_VECTORIZED \\(" 2 "ifcvt" } } */
/* { dg-final { scan-tree-dump-times "skipped, in the copy of its nest kept for GCC's outer-loop vectorization" 1 "hyperlane" } } */
/* One plan in clamp_rows (main's loops have their own).  */
/* { dg-final { scan-tree-dump {Function clamp_rows \((?:(?!;; Function).)*lane plan \(} "hyperlane" } } */
/* { dg-final { scan-tree-dump-not {Function clamp_rows \((?:(?!;; Function).)*lane plan \((?:(?!;; Function).)*lane plan \(} "hyperlane" } } */
/* { dg-final { scan-tree-dump-times ".LOOP_VECTORIZED guard folded to true" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump {Function clamp_rows \((?:(?!;; Function).)*vector\(8\) float} "optimized" } } */
