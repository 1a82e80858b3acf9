/* The cost model on loops that widen bytes and narrow them back: taken
   only when the plan needs a third fewer permutes than GCC's, since the
   widening and narrowing around them cost GCC less than its permute count
   says (docs/performance.md).  rgb2yuv at AVX2: 23 against 64, taken;
   the luma of RGBA pixels: as many as GCC's, left to it and said why;
   cost=always takes both (vect-widen-narrow-*.c, vect-narrow-arith-*.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-optimized-missed" } */

void
rgb2yuv (int n, const unsigned char *restrict rgb, unsigned char *restrict yuv)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 32 \\(avx2\\), 2 strided groups, 23 permutes per vector iteration \\(GCC plan: 64\\)" } */
    {
      int r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
      yuv[3 * i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
      yuv[3 * i + 1] = (-38 * r - 74 * g + 112 * b + 32896) >> 8;
      yuv[3 * i + 2] = (112 * r - 94 * g - 18 * b + 32896) >> 8;
    }
}

void
gray (int n, const unsigned char *restrict rgba, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: widening or narrowing: the permutes are not a third fewer than GCC's" } */
    out[i] = (77 * rgba[4 * i] + 150 * rgba[4 * i + 1] + 29 * rgba[4 * i + 2]
	      + 128) >> 8;
}
