/* Conversions between integer types of one size that change only the
   signedness (int32_t <-> uint32_t, int64_t <-> uint64_t) are no-ops on the
   lanes, so hyperlane takes these loops (scripts/fuzz.py found them left to
   GCC with "the target has no vector form of a conversion":
   supportable_convert_operation has no answer for conversions between
   vector modes of one element precision) and computes what the scalar
   loops do, for values with the sign bit set too.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>

#define N 203

int32_t si[N];
uint32_t ui[N];
int64_t sl[N];
uint32_t r1[N], e1[N], r4[N], e4[N];
int32_t r2[N], e2[N];
uint64_t r3[N], e3[N];

__attribute__ ((noipa)) void
kernel (int n)
{
  for (int i = 0; i < n; i++)
    r1[i] = (uint32_t) si[i] >> 1;
  for (int i = 0; i < n; i++)
    r2[i] = (int32_t) ui[i] >> 1;
  for (int i = 0; i < n; i++)
    r3[i] = (uint64_t) sl[i] + 3u;
  for (int i = 0; i < n; i++)
    r4[i] = (uint32_t) si[i] > 7u ? (uint32_t) si[i] : 7u;
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (int n)
{
  for (int i = 0; i < n; i++)
    e1[i] = (uint32_t) si[i] >> 1;
  for (int i = 0; i < n; i++)
    e2[i] = (int32_t) ui[i] >> 1;
  for (int i = 0; i < n; i++)
    e3[i] = (uint64_t) sl[i] + 3u;
  for (int i = 0; i < n; i++)
    e4[i] = (uint32_t) si[i] > 7u ? (uint32_t) si[i] : 7u;
}

/* Not vectorized, so that only the kernel's loops are counted.  */
__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      si[i] = (int32_t) (i * 2654435761u);
      ui[i] = i * 2246822519u;
      sl[i] = (int64_t) (i * 0x9e3779b97f4a7c15uLL);
    }
  for (int n = 0; n <= N; n += 7)
    {
      kernel (n);
      reference (n);
      for (int i = 0; i < n; i++)
	if (r1[i] != e1[i] || r2[i] != e2[i] || r3[i] != e3[i] || r4[i] != e4[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 4 "hyperlane" } } */
