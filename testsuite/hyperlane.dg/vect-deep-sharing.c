/* Forty squarings per field: every value is used twice by the next, so
   a walk over the slices that does not remember where it has been visits
   2^40 paths.  Slice grouping and GCC's lane matching (the cost model's
   emulation of GCC's SLP discovery) each visit a pair of nodes once; the
   plugin hung here before.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fopt-info-vec-optimized" } */

struct v { int x, y, z; };

#define SQ(v) v = v * v;
#define SQ8(v) SQ (v) SQ (v) SQ (v) SQ (v) SQ (v) SQ (v) SQ (v) SQ (v)

void
f (int n, const struct v *restrict a, struct v *restrict o)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" } */
    {
      int x = a[i].x, y = a[i].y, z = a[i].z;
      SQ8 (x) SQ8 (x) SQ8 (x) SQ8 (x) SQ8 (x)
      SQ8 (y) SQ8 (y) SQ8 (y) SQ8 (y) SQ8 (y)
      SQ8 (z) SQ8 (z) SQ8 (z) SQ8 (z) SQ8 (z)
      o[i].x = x;
      o[i].y = y;
      o[i].z = z + x;
    }
}

/* { dg-prune-output "basic block" } */
