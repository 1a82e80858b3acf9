/* NPB SP written in SoA by hand (y_solve.c:65): five arrays stored along
   j, one element per row of 37.  The plan places each lane with one
   permute and stores it with a masked store of that lane alone: eight
   stores per array and vector iteration, as many as GCC's element-by-
   element stores after its extracts.  A masked store of one lane weighs
   as a scalar store, so the plan is no lighter and the loop stays GCC's
   (taken, SP in SoA ran its y_solve 6% slower).  The run test checks
   the loop against the scalar one.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-all" } */

#define NJ 40
#define NI 37
double lhs[5][NJ][NI], ref[5][NJ][NI];
double cv[NJ], rhoq[NJ];
double dtty1 = 0.25, dtty2 = 0.75, c2dtty1 = 1.5;

__attribute__ ((noipa)) void
fill (int n, int i)
{
  for (int j = 1; j <= n - 2; j++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the permutes are not cheaper than GCC's" } */
    {
      lhs[0][j][i] = 0.0;
      lhs[1][j][i] = -dtty2 * cv[j - 1] - dtty1 * rhoq[j - 1];
      lhs[2][j][i] = 1.0 + c2dtty1 * rhoq[j];
      lhs[3][j][i] = dtty2 * cv[j + 1] - dtty1 * rhoq[j + 1];
      lhs[4][j][i] = 0.0;
    }
}

int
main (void)
{
  for (int j = 0; j < NJ; j++)
    {
      cv[j] = j * 0.5 - 3.0;
      rhoq[j] = (j ^ 5) * 0.125;
    }
  for (int i = 0; i < NI; i += 5)
    fill (NJ, i);
  for (int i = 0; i < NI; i += 5)
    for (int j = 1; j <= NJ - 2; j++)
      {
	ref[0][j][i] = 0.0;
	ref[1][j][i] = -dtty2 * cv[j - 1] - dtty1 * rhoq[j - 1];
	ref[2][j][i] = 1.0 + c2dtty1 * rhoq[j];
	ref[3][j][i] = dtty2 * cv[j + 1] - dtty1 * rhoq[j + 1];
	ref[4][j][i] = 0.0;
      }
  if (__builtin_memcmp (lhs, ref, sizeof lhs))
    __builtin_abort ();
  return 0;
}
