/* FT's C butterfly (fft3d.c:93-98) on dcomplex (AoS, as FT) against the
   same loop hand-written in SoA (re and im arrays): the limit of a layout
   without permutes for FT's hot routine.  vlen = 32 (fftblock), in cache. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
typedef struct { double real, imag; } dcomplex;
#define N 32
__attribute__ ((noipa)) void
aos (int n, dcomplex *restrict s1, dcomplex *restrict s2, const dcomplex *restrict x1, const dcomplex *restrict x2, dcomplex u1)
{
  for (int j = 0; j < n; j++)
    {
      dcomplex x11 = x1[j], x21 = x2[j];
      s1[j] = (dcomplex) { x11.real + x21.real, x11.imag + x21.imag };
      dcomplex d = { x11.real - x21.real, x11.imag - x21.imag };
      s2[j] = (dcomplex) { u1.real * d.real - u1.imag * d.imag, u1.real * d.imag + u1.imag * d.real };
    }
}
__attribute__ ((noipa)) void
soa (int n, double *restrict s1r, double *restrict s1i, double *restrict s2r, double *restrict s2i,
     const double *restrict x1r, const double *restrict x1i, const double *restrict x2r, const double *restrict x2i, dcomplex u1)
{
  for (int j = 0; j < n; j++)
    {
      s1r[j] = x1r[j] + x2r[j];
      s1i[j] = x1i[j] + x2i[j];
      double dr = x1r[j] - x2r[j], di = x1i[j] - x2i[j];
      s2r[j] = u1.real * dr - u1.imag * di;
      s2i[j] = u1.real * di + u1.imag * dr;
    }
}
static dcomplex a1[N], a2[N], b1[N], b2[N];
static double r[8][N];
int
main (int argc, char **argv)
{
  int reps = atoi (argv[1]), which = atoi (argv[2]);
  for (int j = 0; j < N; j++)
    {
      a1[j] = (dcomplex) { j * 0.5, 1.0 / (j + 1) };
      a2[j] = (dcomplex) { -j, 0.25 };
      r[4][j] = a1[j].real; r[5][j] = a1[j].imag; r[6][j] = a2[j].real; r[7][j] = a2[j].imag;
    }
  dcomplex u1 = { 0.8, -0.6 };
  clock_t t0 = clock ();
  for (int it = 0; it < reps; it++)
    if (which)
      soa (N, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], u1);
    else
      aos (N, b1, b2, a1, a2, u1);
  printf ("%.4f %g %g\n", (double) (clock () - t0) / CLOCKS_PER_SEC, b2[3].imag, r[3][3]);
  return 0;
}
