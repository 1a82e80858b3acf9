/* On Zen 4 (znver3 with AVX-512), NPB SP's ninvr loop, a permutation of
   the five fields of each record in place, is planned in memory order at
   512 bits (every field computed on every lane) and classically at 256
   bits.  The 512-bit plan shuffles less but weighs more per element, and
   ran 0.67x of GCC's speed against 1.3x for the 256-bit plan.  GCC 12
   runs the loop scalar (a complete stride-5 store group), and the 512-bit
   plan, 26 vectors live and loaded again at each use, takes more time on
   the memory ports than that loop: the 256-bit plan is taken on its own
   decision (before the memory ports were timed, plans of two planners
   weighed whole chose it; testsuite/unit/chooser-tests.cc keeps that
   rule).  The result is bit-identical to the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec" } */

#define N 23
double rhs[N][N][5], ref[N][N][5];
double bt = 0.7071;

#define NINVR(A)							\
  for (int j = 1; j < N - 1; j++)					\
    for (int i = 1; i < N - 1; i++)					\
      {									\
	double r1 = A[j][i][0], r2 = A[j][i][1], r3 = A[j][i][2];	\
	double r4 = A[j][i][3], r5 = A[j][i][4];			\
	double t1 = bt * r3, t2 = 0.5 * (r4 + r5);			\
	A[j][i][0] = -r2;						\
	A[j][i][1] = r1;						\
	A[j][i][2] = bt * (r4 - r5);					\
	A[j][i][3] = -t1 + t2;						\
	A[j][i][4] = t1 + t2;						\
      }

__attribute__ ((noipa)) void
ninvr (void)
{
  NINVR (rhs)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx512vl\\)" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
ninvr_ref (void)
{
  NINVR (ref)
}

int
main (void)
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      for (int m = 0; m < 5; m++)
	rhs[j][i][m] = ref[j][i][m] = (j * 7 + i * 3 + m) % 17 * 0.25 - 1.0;
  for (int r = 0; r < 3; r++)
    {
      ninvr ();
      ninvr_ref ();
    }
  if (__builtin_memcmp (rhs, ref, sizeof rhs))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "memory ports \[0-9\]+ half cycles \\(the scalar loop's: \[0-9\]+; its arithmetic \[0-9\]+\\), \[0-9\]+ vectors live, loaded again at each use: GCC runs the scalar loop, and the plan's loads" "hyperlane" } } */
/* { dg-final { scan-tree-dump "the 64-byte plan loses to the scalar loop on the memory ports; the 32-byte plan \\(classic\\) wins: taken" "hyperlane" } } */
