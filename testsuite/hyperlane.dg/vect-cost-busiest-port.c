/* A plan that trades GCC's permutes for more arithmetic must relieve the
   busiest port.  MG's rprj3 sum reads every other element of fourteen
   rows: the memory-order plan adds whole vectors and deinterleaves once
   (1 permute against GCC's 15) but does twice the additions, so the
   vector arithmetic ports are busier than GCC's shuffle port; it weighed
   78 against 79 and ran 0.75x of GCC's speed.  Left to GCC, and said
   why.  The first loop (stride-2 stores of a single row) relieves the
   shuffle port and stays taken.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

void
rprj3_row (int m1j, const double *restrict r0, const double *restrict r1,
	   const double *restrict r2, const double *restrict r3,
	   const double *restrict r4, const double *restrict r5,
	   const double *restrict r6, const double *restrict r7,
	   const double *restrict r8, double *restrict x1,
	   double *restrict y1, double *restrict s)
{
  for (int j1 = 1; j1 < m1j; j1++)	/* { dg-message "loop vectorized by hyperlane" } */
    {
      int i1 = 2 * j1;
      x1[i1 - 1] = r0[i1 - 1] + r2[i1 - 1] + r3[i1 - 1] + r4[i1 - 1];
      y1[i1 - 1] = r5[i1 - 1] + r6[i1 - 1] + r7[i1 - 1] + r8[i1 - 1];
    }
  for (int j1 = 1; j1 < m1j - 1; j1++)	/* { dg-message "loop left to GCC: cost model: the plan's busiest port is no less busy than in GCC's interleaving plan" } */
    {
      int i1 = 2 * j1;
      double y2 = r5[i1] + r6[i1] + r7[i1] + r8[i1];
      double x2 = r0[i1] + r2[i1] + r3[i1] + r4[i1];
      s[j1] = 0.5 * r1[i1] + 0.25 * (r1[i1 - 1] + r1[i1 + 1] + x2)
	      + 0.125 * (x1[i1 - 1] + x1[i1 + 1] + y2)
	      + 0.0625 * (y1[i1 - 1] + y1[i1 + 1]);
    }
}

/* { dg-final { scan-tree-dump "busiest port \\d+ half cycles \\(GCC's: \\d+\\): the plan's busiest port is no less busy" "hyperlane" } } */
/* { dg-final { scan-tree-dump "busiest port \\d+ half cycles \\(GCC's: \\d+\\): profitable" "hyperlane" } } */
