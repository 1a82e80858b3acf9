/* Several values live after a vectorized loop (two induction variables and
   a pointer): when the epilogue is skipped each exit PHI takes the value at
   the last iteration.  Adding the skipping edge reallocates the PHIs, which
   hyperlane once kept stale pointers to (GCC's gfortran pr32380).  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include <stdlib.h>

struct v3 { float x, y, z; };

__attribute__ ((noipa)) long
kernel (float *restrict out, const struct v3 *restrict a, int n,
	const struct v3 **end, int *count)
{
  long j = 7;
  int i;
  const struct v3 *p = a;
  for (i = 0; i < n; i++, p++, j += 3)
    out[i] = p->x + p->y * p->z;
  *end = p;
  *count = i;
  return j;
}

int
main (void)
{
  static struct v3 a[100];
  static float out[100];
  for (int i = 0; i < 100; i++)
    a[i].x = a[i].y = a[i].z = i;
  for (int n = 0; n < 100; n++)
    {
      const struct v3 *end;
      int count;
      long j = kernel (out, a, n, &end, &count);
      if (j != 7 + 3L * n || end != a + n || count != n)
	abort ();
      for (int i = 0; i < n; i++)
	if (out[i] != (float) i + (float) i * (float) i)
	  abort ();
    }
  return 0;
}
