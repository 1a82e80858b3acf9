/* AVX2 interleave of 32 RGB pixels (stride-3 bytes) by blend-permute:
   one vpshufb per field puts each byte in the lane it takes in memory,
   then two vpblendvb per 32-byte vector merge the fields by lane residue
   class; the vectors' halves are stored as 16-byte pieces (one
   vperm2i128, one vextracti128): 11 shuffle-class (the chain sequence
   before it: 9 vpshufb, 6 vpblendvb, 17).  docs/permutations.md.  */
/* { dg-do compile } */
/* The assembly counted is the plan's: GCC's vectorizer keeps off the
   scalar epilogue (epilogue=scalar).  */
/* { dg-options "-O3 -march=haswell -fno-tree-slp-vectorize -fopt-info-vec-optimized -fplugin-arg-hyperlane-epilogue=scalar" } */

void
planes_to_rgb (const unsigned char *restrict r,
	       const unsigned char *restrict g,
	       const unsigned char *restrict b, unsigned char *restrict rgb,
	       int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 32 \\(avx2\\), 1 strided groups, 11 permutes per vector iteration \\(GCC plan: 28\\)" } */
    {
      rgb[3 * i] = r[i];
      rgb[3 * i + 1] = g[i];
      rgb[3 * i + 2] = b[i];
    }
}

/* { dg-final { scan-assembler-times {\tvpshufb\t} 3 } } */
/* { dg-final { scan-assembler-times {\tvpblendvb\t} 6 } } */
/* { dg-final { scan-assembler-times {\tvperm2i128\t} 1 } } */
/* { dg-final { scan-assembler-times {\tvextracti128\t} 1 } } */
