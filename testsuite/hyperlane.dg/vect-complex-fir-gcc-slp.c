/* A complex FIR filter, its taps invariant: GCC 12's SLP computes each
   product h[k] * x[i + k] in memory order with a swap of the real and
   imaginary parts, a multiplication and one vfmaddsub (addsub_pattern;
   it does so under -ffp-contract=off too), where hyperlane's plan
   deinterleaves every window x[i + k] and multiplies four times.  The
   plan ran 0.63x of GCC's speed at 8 taps and 0.47x at 16 on Zen 4
   (-march=native, 512 bits), 0.76x at -msse4.2: the loop is GCC's.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -ffp-contract=off -fcx-limited-range -fopt-info-vec-missed" } */

#include <stddef.h>

void
cfir8 (size_t n, const _Complex float *restrict x,
       const _Complex float *restrict h, _Complex float *restrict y)
{
  for (size_t i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    {
      _Complex float acc = 0;
      for (int k = 0; k < 8; k++)
	acc += h[k] * x[i + k];
      y[i] = acc;
    }
}

void
cfir16 (size_t n, const _Complex double *restrict x,
	const _Complex double *restrict h, _Complex double *restrict y)
{
  for (size_t i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    {
      _Complex double acc = 0;
      for (int k = 0; k < 16; k++)
	acc += h[k] * x[i + k];
      y[i] = acc;
    }
}

/* { dg-final { scan-assembler "vfmaddsub" } } */
