/* With the default cost model hyperlane leaves a loop that widens bytes
   and narrows them back (rgb2yuv) to GCC, and says why; cost=always takes
   it (vect-widen-narrow-*.c, vect-narrow-arith-*.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

void
rgb2yuv (int n, const unsigned char *restrict rgb, unsigned char *restrict yuv)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: widening or narrowing: the cost model cannot compare such loops with GCC's yet" } */
    {
      int r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
      yuv[3 * i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
      yuv[3 * i + 1] = (-38 * r - 74 * g + 112 * b + 32896) >> 8;
      yuv[3 * i + 2] = (112 * r - 94 * g - 18 * b + 32896) >> 8;
    }
}
