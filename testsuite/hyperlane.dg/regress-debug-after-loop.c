/* A debug bind after the loop names the induction variable computed in
   it (debug uses have no LCSSA PHI); when the vector loop skips the
   scalar epilogue that definition no longer dominates the bind, which
   must be reset (GCC's gcc.dg/vect/vect-debug-pr41926.c, found by
   make check-gcc-vect with the plugin's verifiers on).  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftree-vectorize -g -ffast-math -funroll-loops -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec" } */

void
foo (double (*__restrict p)[4], double (*__restrict q)[4],
     double *__restrict prim, double scale, double pp, double pq)
{
  int md, mc, mb, ma, p_index = 0;

  for (md = 0; md < 1; md++)
    for (mc = 0; mc < 1; mc++)
      for (mb = 0; mb < 1; mb++)
	for (ma = 0; ma < 4; ma++)
	  {
	    double tmp = scale * prim[p_index++];
	    p[md][ma] = p[md][ma] - tmp * pp;
	    q[mc][ma] = q[mc][ma] - tmp * pq;
	  } /* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } .-5 } */
}
