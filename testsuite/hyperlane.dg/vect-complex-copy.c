/* NPB FT's copy loops (fft3d.c: plane[j-bls+blkp*i] = x[i][k][j] and
   back), aggregate copies of dcomplex that GCC's loop vectorizer refuses
   ("more than one data ref in stmt"): each is the copy of both fields, a
   stride-2 group planned in memory order without a permute, behind a
   runtime alias check where xout may point into plane (GCC's dependence
   analysis compares the fields as if the bases were one).  Without
   -fno-tree-loop-distribute-patterns GCC may turn such a loop into a
   call of memcpy behind its own alias check, as fft3d.c:105.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-loop-distribute-patterns -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

typedef struct { double real, imag; } dcomplex;

static dcomplex plane[33 * 128];

void
to_plane (int n1, int n2, int n3, dcomplex x[n3][n2][n1 + 1], int k, int bls,
	  int ble, int blkp)
{
  for (int i = 0; i < n3; i++)
    for (int j = bls; j <= ble; j++)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx2\\), 2 strided groups, 0 permutes per vector iteration \\(GCC plan: none\\)" } */
      plane[j - bls + blkp * i] = x[i][k][j];
}

void
from_plane (int n1, int n2, int n3, dcomplex *xout, int k, int bls, int ble,
	    int blkp)
{
  for (int i = 0; i < n3; i++)
    for (int j = bls; j <= ble; j++)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx2\\), 2 strided groups, 0 permutes per vector iteration \\(GCC plan: none\\), versioned for aliasing" } */
      xout[j + (n1 + 1) * (k + n2 * i)] = plane[j - bls + blkp * i];
}

/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: an aggregate copy \\(a statement with more than one data reference\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "lane plan \\(memory order\\)" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not " = VEC_PERM_EXPR" "hyperlane" } } */
