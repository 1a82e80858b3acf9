/* GCC 12 interleaves groups with permutes only for three fields or a
   power of two; a group of five doubles it loads and stores element by
   element (scalar loads and inserts, extracts and scalar stores).  The
   cost model counts that: conservative-to-primitive variables over
   double[5] records are taken at AVX-512 and SSE4.2, where a chain of
   permutes GCC does not have used to make the loop look no cheaper.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

void
cons2prim (int n, double gm1, const double (*restrict s)[5],
	   double (*restrict q)[5])
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx512\\), 2 strided groups, 40 permutes per vector iteration \\(GCC plan: 70\\)" } */
    {
      double inv = 1.0 / s[i][0];
      double ke = 0.5 * (s[i][1] * s[i][1] + s[i][2] * s[i][2]
			 + s[i][3] * s[i][3]) * inv;
      q[i][0] = s[i][0];
      q[i][1] = s[i][1] * inv;
      q[i][2] = s[i][2] * inv;
      q[i][3] = s[i][3] * inv;
      q[i][4] = gm1 * (s[i][4] - ke);
    }
}

/* GCC 12 gives up on the stride-5 groups and runs the loop scalar: the plan
   is also timed against that loop on the memory ports.  */
/* { dg-final { scan-tree-dump "shuffle-port pressure 77 \\(GCC plan: 110\\), memory ports \[0-9\]+ half cycles \\(the scalar loop's: \[0-9\]+; its arithmetic \[0-9\]+\\), \[0-9\]+ vectors live\[^:\]*: profitable" "hyperlane" } } */
