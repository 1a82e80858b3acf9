/* The default plan choice where slices read a record's fields in another
   order than they store them.  The cross product at AVX-512: the
   in-record permuted plan needs one permute per row and vector, and one
   more for each of the vectors whose lanes come from three input vectors;
   it loads only the group's own aligned vectors (a window load off the
   vector grid, one permute fewer, split cache lines and ran 0.74x-0.85x
   of GCC's speed on 64-byte aligned arrays).  Its stored row is computed
   in another slice order, a * b.yzx - a.yzx * b, and rotated at the
   store: two rows of loads permuted instead of four, 12 permutes per 16
   points against the classic plan's 18 (16 in memory order).  It weighs
   39 against 51 (47 in memory order).  A stride-4 rotation takes the
   reordered plan too (44 against 52 in memory order, which is GCC's SLP
   plan: 12 permutes against 16).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

typedef struct { float x, y, z; } v3;

void
cross (int n, const v3 *restrict a, const v3 *restrict b, v3 *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\), 3 strided groups, 12 permutes per vector iteration \\(GCC plan: 18\\)" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

typedef struct { float x, y, z, w; } v4;

void
rot4 (int n, const v4 *restrict a, const v4 *restrict b, v4 *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\), 3 strided groups, 12 permutes per vector iteration \\(GCC plan: 16\\)" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].w - a[i].w * b[i].z;
      c[i].z = a[i].w * b[i].x - a[i].x * b[i].w;
      c[i].w = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

/* { dg-final { scan-tree-dump "in-record permuted plan weighs 39, the classic plan 51" "hyperlane" } } */
/* { dg-final { scan-tree-dump "in-record permuted plan weighs 44, the classic plan 68" "hyperlane" } } */
/* { dg-final { scan-tree-dump "stored row of g2 computed in slice order .1,2,0., permuted at the store \\(plan weight 39 against 47\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "stored row of g2 computed in slice order .\[0-3,\]+., permuted at the store \\(plan weight 44 against 52\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "weight 44 \\(GCC's SLP plan in memory order: 52\\): profitable" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "lane plan \\(classic\\)" "hyperlane" } } */
