/* Loaded vectors pinned to registers at AVX2 (16 registers: only where
   the plan holds at most 12 vectors at once).  Complex saxpy without
   restrict (versioned for aliasing) in memory order: x and c are each
   loaded and permuted, and used again as loaded; GCC's register
   allocator loaded them again at each use (0.72x the speed of one load
   per vector on aligned arrays, 0.60x on malloc-aligned ones).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-slp-vectorize -fdump-tree-hyperlane-details" } */

void
csaxpy (int n, float *y, const float *x, const float *c)
{
  for (int i = 0; i < n; i++)
    {
      y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

/* { dg-final { scan-tree-dump "loop 1: 4 loaded vectors pinned to registers \\(at most 10 vectors live\\)" "hyperlane" } } */
/* { dg-final { scan-assembler-not "vmulps\t\[0-9\]*\\(" } } */
