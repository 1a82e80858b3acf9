/* Loops under OpenMP: '#pragma omp parallel for' outlines the loop into
   its own function (kern._omp_fn.0), whose pointers come from the shared
   data record, so restrict is lost and the vector loop is versioned for
   aliasing; 'parallel for simd' marks it for the simd cost model.  Each
   thread's chunk gives the scalar loop's results bit for bit, with the
   chunks ending at any iteration.  */
/* { dg-do run { target { avx2_runtime && fopenmp } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopenmp -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include <omp.h>

#include "cost-model-flags.h"	/* struct v3, reference ().  */
struct v3 a[N], want[N];
__attribute__ ((noipa)) void
kern (struct v3 *restrict a, const struct v3 *restrict b, float s, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    {
      a[i].x = b[i].x * s + b[i].y;	/* { dg-message "loop vectorized by hyperlane\[^\n\]*versioned for aliasing" } */
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}

__attribute__ ((noipa)) void
kern_simd (struct v3 *restrict a, const struct v3 *restrict b, float s,
	   int n)
{
#pragma omp parallel for simd
  for (int i = 0; i < n; i++)
    {
      a[i].x = b[i].x * s + b[i].y;	/* { dg-message "loop vectorized by hyperlane" } */
      a[i].y = b[i].y * s + b[i].z;
      a[i].z = b[i].z * s + b[i].x;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      gb[i].x = (float) i * 0.5f - 9.0f;
      gb[i].y = (float) (i % 7) * 0.25f;
      gb[i].z = 1.0f / (float) (i + 1);
    }
  for (int threads = 1; threads <= 3; threads++)
    for (int n = N - 9; n <= N; n++)
      {
	omp_set_num_threads (threads);
	__builtin_memset (a, 0, sizeof a);
	__builtin_memset (want, 0, sizeof want);
	reference (want, gb, 1.5f, n);
	kern (a, gb, 1.5f, n);
	if (__builtin_memcmp (a, want, sizeof a))
	  __builtin_abort ();
	__builtin_memset (a, 0, sizeof a);
	kern_simd (a, gb, 1.5f, n);
	if (__builtin_memcmp (a, want, sizeof a))
	  __builtin_abort ();
      }
  return 0;
}
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
