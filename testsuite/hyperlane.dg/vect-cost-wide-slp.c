/* NPB LU's rhs.c:424, the fourth-order dissipation along k: rows of utmp
   and rtmp read in memory order, five fields stored to rsd[k][j][i][m],
   records hundreds of elements apart.  GCC 12's SLP vectorizes the loop
   in memory order and stores each record's five fields in pieces of four
   and one (VMAT_STRIDED_SLP), with no permute on the loads; hyperlane's
   plan permutes the rows into fields and stores element by element, and
   ran 0.31x of GCC's speed at 512 bits.  The loop stays GCC's, at every
   vector width.  A single stored field is no SLP group: GCC then runs
   the column walk as vect-cost-column-walk.c says.  */
/* { dg-do compile } */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-all" } */

#define NZ 40
#define NI 64
double rsd[NZ][NI][5], ref[NZ][NI][5];
double rtmp[NZ][5], utmp[NZ][5];
double dssp = 0.25;

__attribute__ ((noipa)) void
dissipation (int nz, int i)
{
  for (int k = 3; k < nz - 3; k++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
    for (int m = 0; m < 5; m++)
      rsd[k][i][m] = rtmp[k][m]
		     - dssp * (utmp[k - 2][m] - 4.0 * utmp[k - 1][m]
			       + 6.0 * utmp[k][m] - 4.0 * utmp[k + 1][m]
			       + utmp[k + 2][m]);
}

int
main (void)
{
  for (int k = 0; k < NZ; k++)
    for (int m = 0; m < 5; m++)
      {
	rtmp[k][m] = k * 0.5 + m;
	utmp[k][m] = (k ^ m) * 0.125 - m;
      }
  for (int i = 0; i < NI; i += 7)
    dissipation (NZ, i);
  for (int i = 0; i < NI; i += 7)
    for (int k = 3; k < NZ - 3; k++)
      for (int m = 0; m < 5; m++)
	ref[k][i][m] = rtmp[k][m]
		       - dssp * (utmp[k - 2][m] - 4.0 * utmp[k - 1][m]
				 + 6.0 * utmp[k][m] - 4.0 * utmp[k + 1][m]
				 + utmp[k + 2][m]);
  for (int k = 0; k < NZ; k++)
    for (int i = 0; i < NI; i++)
      for (int m = 0; m < 5; m++)
	if (__builtin_memcmp (&rsd[k][i][m], &ref[k][i][m], sizeof (double)))
	  __builtin_abort ();
  return 0;
}
