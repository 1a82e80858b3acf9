/* Loaded vectors that several operations use are pinned to registers at
   AVX-512 (plan_emitter::pinned_load): the cross product's plan loads
   six vectors per 16 points, and the loop must load each once.  Without
   the pin GCC's register allocator reloaded them at every use that takes
   a memory operand (14 loads), and where the arrays are not 64-byte
   aligned every such load splits two cache lines (1.28x of GCC's speed
   instead of 1.97x).  A single-use load is not pinned: its use may take
   it as a memory operand.  */
/* { dg-do compile } */
/* The assembly counted is the plan's: GCC's vectorizer keeps off the
   scalar epilogue (epilogue=scalar).  */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fno-tree-slp-vectorize -fdump-tree-hyperlane-details -fplugin-arg-hyperlane-epilogue=scalar" } */

typedef struct { float x, y, z; } v3;

void
cross (int n, const v3 *restrict a, const v3 *restrict b, v3 *restrict c)
{
  for (int i = 0; i < n; i++)
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

/* { dg-final { scan-tree-dump "loop 1: 6 loaded vectors pinned to registers \\(at most 12 vectors live\\)" "hyperlane" } } */
/* { dg-final { scan-assembler-times "vmovups\t\[0-9\]*\\(%r\[a-z0-9\]+(,%r\[a-z0-9\]+)?\\), %zmm" 6 } } */
/* { dg-final { scan-assembler-not "vpermt2ps\t\[0-9\]*\\(" } } */
/* { dg-final { scan-assembler-not "vmulps\t\[0-9\]*\\(" } } */
