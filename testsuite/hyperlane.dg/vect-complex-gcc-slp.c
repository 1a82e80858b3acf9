/* Complex multiplication inline (-fcx-limited-range) and NPB FT's
   butterfly on dcomplex are left to GCC's SLP plan in memory order,
   which permutes as little as hyperlane's plan (a swap of the real and
   imaginary parts per vector) and computes the subtraction beside the
   addition with one vfmaddsub, the product included: hyperlane takes a
   loop only where its plan weighs less.  A complex FIR filter (the taps
   invariant) is such a loop: hyperlane's plan at AVX-512 ran 0.47x of
   GCC's speed at 16 taps, 0.63x at 8 (vect-complex-fir-gcc-slp.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fcx-limited-range -fopt-info-vec-missed" } */

typedef struct { double real, imag; } dcomplex;

void
cmul (_Complex double *restrict z, const _Complex double *restrict x,
      const _Complex double *restrict y, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order \\(permutes 8, GCC plan: 6\\)" } */
    z[i] = x[i] * y[i];
}

void
cmulconjf (_Complex float *restrict z, const _Complex float *restrict x,
	   const _Complex float *restrict y, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    z[i] = __builtin_conjf (x[i]) * y[i];
}

void
butterfly (int n, dcomplex *restrict s1, dcomplex *restrict s2,
	   const dcomplex *restrict x1, const dcomplex *restrict x2,
	   dcomplex u1)
{
  for (int j = 0; j < n; j++)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order \\(permutes 6, GCC plan: 4\\)" } */
    {
      dcomplex x11 = x1[j], x21 = x2[j];
      s1[j] = (dcomplex) { x11.real + x21.real, x11.imag + x21.imag };
      dcomplex d = { x11.real - x21.real, x11.imag - x21.imag };
      s2[j] = (dcomplex) { u1.real * d.real - u1.imag * d.imag,
			   u1.real * d.imag + u1.imag * d.real };
    }
}
