/* The remarks for complex data hyperlane leaves to GCC (issue 20): C's
   complex multiplication calls libgcc (the option that inlines it), a
   record stored and loaded again in one iteration (FT's evolve), a
   record copied from a loop-invariant address, a record of fields of
   several types, and _Complex additions GCC's SLP computes without a
   permute.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

typedef struct { double real, imag; } dcomplex;
struct mixed { double d; float f, g; };

void
cmul (_Complex double *restrict z, const _Complex double *restrict x,
      const _Complex double *restrict y, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop not analysed: loop body contains a function call: '__muldc3' \\(complex multiplication or division in libgcc, as C's rules for infinities require: -fcx-limited-range or -ffast-math computes it inline, as Fortran does by default\\)" } */
    z[i] = x[i] * y[i];
}

void
evolve (dcomplex *restrict x, dcomplex *restrict y, const double *restrict t,
	int n)
{
  for (int i = 0; i < n; i++)
    {
      y[i] = (dcomplex) { y[i].real * t[i], y[i].imag * t[i] };
      x[i] = y[i];		/* { dg-message "loop left to GCC: value stored and loaded again in one iteration" } */
    }
}

void
fill (dcomplex *restrict a, const dcomplex *p, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = *p;			/* { dg-message "loop left to GCC: an aggregate copy from a loop-invariant address" } */
}

void
copy_mixed (struct mixed *restrict a, const struct mixed *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[2 * i];		/* { dg-message "loop left to GCC: aggregate copy of a type hyperlane does not split \\(it splits complex values and records of fields of one scalar type without gaps\\)" } */
}

void
cadd (_Complex double *restrict z, const _Complex double *restrict x,
      const _Complex double *restrict y, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: fields are isomorphic: GCC's SLP needs no permute either" } */
    z[i] = x[i] + y[i];
}
