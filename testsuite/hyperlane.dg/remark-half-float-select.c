/* Selects of _Float16 values in if-converted code: a vector loop keeps
   them in its scalar epilogue, where GCC 12's x86 back end (AVX512-FP16)
   can emit a zero-masked vmovsh to memory, an instruction the assembler
   rejects.  Such loops are left to GCC, which vectorizes them itself, and
   the file assembles.  */
/* { dg-do assemble } */
/* { dg-options "-O3 -march=sapphirerapids -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec-missed" } */
/* { dg-prune-output "missed: (couldn't|not vectorized|Analysis|unsupported|the|statement|no vectype)" } */

_Float16 a[100], b[100], c[100], d[100], e[100];

void
fma_or_zero (void)
{
  for (int i = 0; i < 100; i++)	/* { dg-message "hyperlane: loop left to GCC: a select of _Float16 values of if-converted code, which GCC 12's back end can emit in the scalar epilogue as a masked store the assembler rejects \\(-mno-avx512fp16 avoids it\\)" } */
    a[i] = b[i] < c[i] ? __builtin_fmaf16 (d[i], e[i], a[i]) : 0;
}

void
one_or_other (void)
{
  for (int i = 0; i < 100; i++)	/* { dg-message "hyperlane: loop left to GCC: a select of _Float16 values" } */
    a[i] = b[i] < c[i] ? d[i] : e[i];
}
