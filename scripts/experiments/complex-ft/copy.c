/* FT's copy loops (fft3d.c:203,209): plane <- x column block and back, in cache */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
typedef struct { double real, imag; } dcomplex;
#define BLK 32
dcomplex plane[(BLK + 1) * 256];
__attribute__ ((noipa)) void
to_plane (int n1, int n2, int n3, dcomplex x[n3][n2][n1 + 1], int k, int bls, int ble, int blkp)
{
  for (int i = 0; i < n3; i++)
    for (int j = bls; j <= ble; j++)
      plane[j - bls + blkp * i] = x[i][k][j];
}
__attribute__ ((noipa)) void
from_plane (int n1, int n2, int n3, dcomplex *xout, int k, int bls, int ble, int blkp)
{
  for (int i = 0; i < n3; i++)
    for (int j = bls; j <= ble; j++)
      xout[j + (n1 + 1) * (k + n2 * i)] = plane[j - bls + blkp * i];
}
int
main (int argc, char **argv)
{
  int reps = atoi (argv[1]);
  int n1 = 64, n2 = 4, n3 = 64;
  dcomplex (*x)[n2][n1 + 1] = calloc (n3 * n2 * (n1 + 1), sizeof (dcomplex));
  dcomplex *xo = calloc (n3 * n2 * (n1 + 1), sizeof (dcomplex));
  for (int i = 0; i < n3 * n2 * (n1 + 1); i++)
    ((dcomplex *) x)[i] = (dcomplex) { i, -i };
  clock_t t0 = clock ();
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < n2; k++)
      for (int bls = 0; bls < n1; bls += BLK)
	{
	  to_plane (n1, n2, n3, x, k, bls, bls + BLK - 1, BLK + 1);
	  from_plane (n1, n2, n3, xo, k, bls, bls + BLK - 1, BLK + 1);
	}
  printf ("%.4f %g\n", (double) (clock () - t0) / CLOCKS_PER_SEC, xo[12345].imag);
  return 0;
}
