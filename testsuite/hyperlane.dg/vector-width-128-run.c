/* vector-width=128 narrows an AVX2 plan to 16-byte vectors, and the
   result is the scalar loop's.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-vector-width=128 -fdump-tree-hyperlane-details" } */

#include "vector-width.h"
#include "vector-width-ref.h"

#define N 103
vec3 in[N], out[N];

int
main (void)
{
  vec3 want[N];
  for (int i = 0; i < N; i++)
    in[i] = (vec3) { i * 0.5f, 3.0f - i, i * 0.25f + 1.0f };
  for (int n = 0; n <= N; n += 7)
    {
      scale3 (n, out, in, 1.5f);
      scale3_ref (n, want, in, 1.5f);
      for (int i = 0; i < n; i++)
	if (out[i].x != want[i].x || out[i].y != want[i].y
	    || out[i].z != want[i].z)
	  __builtin_abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" "hyperlane" } } */
