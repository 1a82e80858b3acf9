/* Column walks: one used element of each record wider than a vector.
   Where GCC's vectorizer builds each vector element by element (a stride
   that is no power of two: TSVC s2101's diagonal), hyperlane's plan of a
   whole vector per element wins and is taken (1.1x-1.35x measured); where
   GCC has no sequence (a power-of-two stride) it runs the scalar loop,
   which the plan does not beat, and the loop stays GCC's.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-all" } */

#define N 256
float aa[N][N], bb[N][N], cc[N][N];
float ra[N][N];

__attribute__ ((noipa)) void
diagonal (void)			/* TSVC s2101.  */
{
  for (int i = 0; i < N; i++)	/* { dg-message "optimized: loop vectorized by hyperlane: VF 8 \\(avx2\\), 4 strided groups, 0 permutes per vector iteration \\(GCC plan: 28\\)" } */
    aa[i][i] += bb[i][i] * cc[i][i];
}

__attribute__ ((noipa)) void
column (int i)
{
  for (int j = 0; j < N; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: GCC runs the scalar loop \\(no permute sequence for a group\\), and the plan does not weigh less \\(permutes 0, GCC plan: none\\)" } */
    aa[j][i] = bb[j][i] - cc[j][i];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	aa[i][j] = ra[i][j] = (float) (i * 3 + j) / 7.0f;
	bb[i][j] = (float) (i - j) * 0.25f;
	cc[i][j] = (float) ((i ^ j) & 15);
      }
  diagonal ();
  column (5);
  for (int i = 0; i < N; i++)
    ra[i][i] += bb[i][i] * cc[i][i];
  for (int j = 0; j < N; j++)
    ra[j][5] = bb[j][5] - cc[j][5];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (__builtin_memcmp (&aa[i][j], &ra[i][j], sizeof (float)))
	__builtin_abort ();
  return 0;
}
