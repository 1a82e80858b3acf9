/* The shape that stopped GCC 12 in maybe_gen_insn with the default cost
   model at haswell: a strided loop whose ?: reads through an invariant
   pointer (an if-converted .MASK_LOAD) for a value used after the loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-vectorize -march=haswell -fopt-info-vec-missed" } */

float
last_weight (const float *restrict a, float *restrict b, const float *restrict p, int n)
{
  float l = 0;
  for (int i = 0; i < n; i++)
    {
      l = a[3 * i] > 0 ? 1.0f : *p;	/* { dg-message "hyperlane: loop left to GCC: masked or conditional operation of if-converted code that the scalar epilogue cannot run" } */
      b[3 * i] = 2 * a[3 * i + 1];
      b[3 * i + 1] = a[3 * i + 2] + 1;
      b[3 * i + 2] = a[3 * i] - 3;
    }
  return l;
}
