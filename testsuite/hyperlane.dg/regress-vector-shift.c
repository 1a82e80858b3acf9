/* Shifts by a vector of amounts and by an invariant: the target check
   asks for the vector or the scalar shift pattern (optab_for_tree_code
   asserts on the default subtype for vector shifts).  */
/* { dg-do run } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify" } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-require-effective-target x86_64_v3_runtime } */

#include <stdlib.h>

#define N 203
unsigned a[N], b[N], c[N], r1[N], r2[N];

__attribute__ ((noipa)) void
shifts (int s, int n)
{
  for (int i = 0; i < n; i++)
    r1[i] = (b[i] << (c[i] & 31)) ^ (b[i] >> s);
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (int s, int n)
{
  for (int i = 0; i < n; i++)
    r2[i] = (b[i] << (c[i] & 31)) ^ (b[i] >> s);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      b[i] = i * 2654435761u;
      c[i] = i * 7;
    }
  for (int n = 0; n <= N; n += 29)
    {
      shifts (5, n);
      reference (5, n);
      for (int i = 0; i < N; i++)
	if (r1[i] != r2[i])
	  abort ();
    }
  return 0;
}
