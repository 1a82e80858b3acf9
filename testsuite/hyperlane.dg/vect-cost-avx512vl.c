/* -march=icelake-server prefers 256-bit vectors, where AVX-512VL, BW and
   VBMI let GCC permute across blocks in one vpermt2b, vpermt2w or
   vpermt2ps: the 32-byte table says so ("avx512vl").  GCC's byte
   deinterleave is then cheap and rgb2yuv is left to it (taken on AVX2's
   counts, it ran 0.85x of GCC's speed); the cross product still wins.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=icelake-server -ffp-contract=off -fopt-info-vec-all" } */

typedef __SIZE_TYPE__ size_t;

void
rgb2yuv (size_t n, const unsigned char *restrict rgb,
	 unsigned char *restrict yuv)
{
  for (size_t i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model" } */
    {
      int r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
      yuv[3 * i] = (unsigned char) (((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
      yuv[3 * i + 1] = (unsigned char) ((-38 * r - 74 * g + 112 * b + 128 + (128 << 8)) >> 8);
      yuv[3 * i + 2] = (unsigned char) ((112 * r - 94 * g - 18 * b + 128 + (128 << 8)) >> 8);
    }
}

struct v3 { float x, y, z; };

void
cross (size_t n, const struct v3 *restrict a, const struct v3 *restrict b,
       struct v3 *restrict c)
{
  for (size_t i = 0; i < n; i++)	/* { dg-message "optimized: loop vectorized by hyperlane: VF 8 \\(avx512vl\\)" } */
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}
