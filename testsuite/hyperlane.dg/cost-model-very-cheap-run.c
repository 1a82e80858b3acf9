/* cost-model-very-cheap.c's kernels at -O2 give the scalar loop's results
   bit for bit: the one taken (its epilogue deleted, the count a multiple
   of VF) and those left to GCC.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O2 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include "cost-model-flags.h"

/* { dg-message "loop vectorized by hyperlane" "fixed" { target *-*-* } 14 } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */

struct v3 want[N], src[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      src[i].x = gb[i].x = (float) i * 0.25f - 3.0f;
      src[i].y = gb[i].y = (float) (i % 7) / 3.0f;
      src[i].z = gb[i].z = 1.0f / (float) (i + 1);
      ga[i].x = ga[i].y = ga[i].z = -1.0f;
      want[i] = ga[i];
    }
}

static void
check (const struct v3 *got, int n)
{
  if (__builtin_memcmp (got, want, n * sizeof (struct v3)))
    __builtin_abort ();
}

int
main (void)
{
  const float s = 1.75f;
  fill ();
  fixed (s);
  reference (want, src, s, N);
  check (ga, N);

  fill ();
  odd_count (s);
  reference (want, src, s, N - 3);
  check (ga, N);

  fill ();
  float last = last_value (s);
  reference (want, src, s, N);
  check (ga, N);
  if (__builtin_memcmp (&last, &want[N - 1].y, sizeof last))
    __builtin_abort ();

  fill ();
  variable (ga, gb, s, N - 5);
  reference (want, src, s, N - 5);
  check (ga, N);

  fill ();
  may_alias (ga, gb, s);
  reference (want, src, s, N);
  check (ga, N);
  return 0;
}
