/* rgb2yuv at AVX-512 (no byte permute in one instruction: AVX512VBMI is
   not in x86-64-v4): the memory-order plan widens the bytes in place
   (vpmovzxbw), permutes words inside the pixels (vpermw, vpermt2w),
   computes every field in one multiply-add chain with per-lane weights
   (merged before the loop), peels Y's extra addition of 16 off and
   merges it, and narrows in place (vpmovwb): 23 permutes against GCC's
   48, and no byte shuffle (GCC's plan takes 24 vpshufb).  */
/* { dg-do compile } */
/* The assembly counted is the plan's: GCC's vectorizer keeps off the
   scalar epilogue (epilogue=scalar).  */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized -fdump-tree-hyperlane-details -fplugin-arg-hyperlane-epilogue=scalar" } */

void
rgb2yuv (int n, const unsigned char *restrict rgb, unsigned char *restrict yuv)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 64 \\(avx512\\), 2 strided groups, 23 permutes per vector iteration \\(GCC plan: 48\\)" } */
    {
      int r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
      yuv[3 * i] = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16;
      yuv[3 * i + 1] = (-38 * r - 74 * g + 112 * b + 32896) >> 8;
      yuv[3 * i + 2] = (112 * r - 94 * g - 18 * b + 32896) >> 8;
    }
}

/* { dg-final { scan-tree-dump "partially grouped plan weighs 97, the classic plan 151" "hyperlane" } } */
/* { dg-final { scan-tree-dump "lane plan \\(memory order\\), VF 64, avx512" "hyperlane" } } */
/* { dg-final { scan-assembler "vpmovzxbw" } } */
/* { dg-final { scan-assembler "vpermt2w|vpermi2w" } } */
/* { dg-final { scan-assembler "vpmovwb" } } */
/* { dg-final { scan-assembler-not "vpshufb" } } */
/* { dg-final { scan-tree-dump "weight 97 \\(GCC's interleaving plan: 151\\), busiest port 54 half cycles \\(GCC's: 96\\): profitable" "hyperlane" } } */
