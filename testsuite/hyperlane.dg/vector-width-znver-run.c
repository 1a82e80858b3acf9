/* The plans of vector-width-znver-avx512.c (the stride-5 loop at 256 bits,
   the stride-3 loop at 512) give the scalar loops' results, bit for
   bit.  */
/* { dg-do compile } */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec" } */

#include "vector-width.h"
#include "vector-width-ref.h"

/* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512\\)" "stride 3" { target *-*-* } 14 } */
/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx512vl\\)" "stride 5" { target *-*-* } 26 } */

#define N 101
vec3 in3[N], out3[N], want3[N];
double s5[N][5], q5[N][5], want5[N][5];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      in3[i] = (vec3) { i * 0.5f, 3.0f - i, i * 0.25f + 1.0f };
      for (int f = 0; f < 5; f++)
	s5[i][f] = 1.0 + i * 0.37 + f * 1.1;
    }
  for (int n = 0; n <= N; n += 5)
    {
      __builtin_memset (out3, 0, sizeof out3);
      __builtin_memset (q5, 0, sizeof q5);
      scale3 (n, out3, in3, 1.5f);
      primitive5 (n, 0.4, s5, q5);
      scale3_ref (n, want3, in3, 1.5f);
      primitive5_ref (n, 0.4, s5, want5);
      if (__builtin_memcmp (out3, want3, n * sizeof (vec3))
	  || __builtin_memcmp (q5, want5, n * sizeof q5[0]))
	__builtin_abort ();
    }
  return 0;
}
