/* Shifts of 64-bit lanes by a constant or by an invariant count.  The
   count is an int, but it is not a lane value: hyperlane takes these loops
   (scripts/fuzz.py found every 64-bit shift left to GCC with "element types
   of different sizes (widening or narrowing) are not planned yet", because
   the int count entered the scalar DAG as a 4-byte type) and computes what
   the scalar loops do.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>

#define N 203

uint64_t a[N], r1[N], e1[N], r2[N], e2[N], r3[N], e3[N];

__attribute__ ((noipa)) void
kernel (int n, int k)
{
  for (int i = 0; i < n; i++)
    r1[i] = a[i] << 3;
  for (int i = 0; i < n; i++)
    r2[i] = a[i] >> 7;
  for (int i = 0; i < n; i++)
    r3[i] = a[i] >> k;
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (int n, int k)
{
  for (int i = 0; i < n; i++)
    e1[i] = a[i] << 3;
  for (int i = 0; i < n; i++)
    e2[i] = a[i] >> 7;
  for (int i = 0; i < n; i++)
    e3[i] = a[i] >> k;
}

/* Not vectorized, so that only the kernel's loops are counted.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 0x9e3779b97f4a7c15uLL;
  for (int n = 0; n <= N; n += 7)
    {
      kernel (n, n % 64);
      reference (n, n % 64);
      for (int i = 0; i < n; i++)
	if (r1[i] != e1[i] || r2[i] != e2[i] || r3[i] != e3[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 3 "hyperlane" } } */
