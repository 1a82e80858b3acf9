/* The default plan choice where slices read a record's fields in another
   order than they store them.  The cross product at AVX-512: the
   in-record permuted plan needs one permute per row and vector, and one
   more for each of the vectors whose lanes come from three input vectors
   (16 per 16 points against the classic plan's 18); it loads only the
   group's own aligned vectors (a window load off the vector grid, one
   permute fewer, split cache lines and ran 0.74x-0.85x of GCC's speed on
   64-byte aligned arrays).  It weighs 47 against 51, and is taken: 1.16x
   to 1.29x of GCC's speed on heap and global arrays, 1.6x-1.9x in
   Fortran.  A stride-4 rotation takes the permuted plan too (52 against
   68), but as GCC's SLP builds the same plan, that loop is left to
   GCC.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

typedef struct { float x, y, z; } v3;

void
cross (int n, const v3 *restrict a, const v3 *restrict b, v3 *restrict c)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\), 3 strided groups, 16 permutes per vector iteration \\(GCC plan: 18\\)" } */
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
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].w - a[i].w * b[i].z;
      c[i].z = a[i].w * b[i].x - a[i].x * b[i].w;
      c[i].w = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

/* { dg-final { scan-tree-dump "in-record permuted plan weighs 47, the classic plan 51" "hyperlane" } } */
/* { dg-final { scan-tree-dump "in-record permuted plan weighs 52, the classic plan 68" "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "lane plan \\(classic\\)" "hyperlane" } } */
