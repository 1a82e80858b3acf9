/* AVX2 deinterleave of 32 RGB pixels (stride-3 bytes) by blend-permute:
   16-byte pieces inserted so that every 128-bit lane holds 16 pixels,
   then per field two vpblendvb gather its bytes in place and one vpshufb
   orders them: 3 vinserti128, 6 vpblendvb, 3 vpshufb (12 shuffle-class;
   the chain sequence before it: 9 vpshufb, 5 vpblendvb, 17).
   docs/permutations.md.  */
/* { dg-do compile } */
/* The assembly counted is the plan's: GCC's vectorizer keeps off the
   scalar epilogue (epilogue=scalar).  */
/* { dg-options "-O3 -march=haswell -fno-tree-slp-vectorize -fopt-info-vec-optimized -fplugin-arg-hyperlane-epilogue=scalar" } */

void
rgb_to_planes (const unsigned char *restrict rgb, unsigned char *restrict r,
	       unsigned char *restrict g, unsigned char *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 32 \\(avx2\\), 1 strided groups, 12 permutes per vector iteration \\(GCC plan: 36\\)" } */
    {
      r[i] = rgb[3 * i];
      g[i] = rgb[3 * i + 1];
      b[i] = rgb[3 * i + 2];
    }
}

/* { dg-final { scan-assembler-times {\tvinserti128\t} 3 } } */
/* { dg-final { scan-assembler-times {\tvpblendvb\t} 6 } } */
/* { dg-final { scan-assembler-times {\tvpshufb\t} 3 } } */
/* { dg-final { scan-assembler-not {\tvperm} } } */
