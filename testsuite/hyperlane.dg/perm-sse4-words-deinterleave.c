/* SSE4.2 deinterleave of eight stride-3 16-bit records by blend-permute:
   per field two pblendw (an immediate mask, unlike pblendvb's xmm0) gather
   its words in place and one pshufb orders them: 6 pblendw and 3 pshufb,
   9 shuffle-class instructions (the chain before it: 12, and GCC left such
   loops to itself).  Byte groups keep the chain at SSE4.2
   (docs/permutations.md).  */
/* { dg-do compile } */
/* { dg-options "-O3 -msse4.2 -fno-tree-slp-vectorize -fopt-info-vec-optimized" } */

void
split_words (const unsigned short *restrict p, unsigned short *restrict a,
	     unsigned short *restrict b, unsigned short *restrict c, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(sse4.2\\), 1 strided groups, 9 permutes per vector iteration \\(GCC plan: 12\\)" } */
    {
      a[i] = p[3 * i];
      b[i] = p[3 * i + 1];
      c[i] = p[3 * i + 2];
    }
}

/* { dg-final { scan-assembler-times {\tpblendw\t} 6 } } */
/* { dg-final { scan-assembler-times {\tpshufb\t} 3 } } */
/* { dg-final { scan-assembler-not {\tpblendvb\t} } } */
