/* Functions with loops get a second body too, entered when the bytes
   their accesses touch over all iterations (SCEV's evolutions and
   iteration counts, computed at entry) are disjoint.  The results equal
   the -O0 build's, bit for bit, for every placement of the arguments in
   one buffer and every bound, empty loops included.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-alias-versioning=always -fopt-info-vec-optimized" } */

#include <string.h>
#include <stdlib.h>

#include "param-versioning-loops.h"
DEFINE_LOOP_KERNELS (, __attribute__ ((noipa)))	/* { dg-message "function versioned for disjoint pointer parameters" } */
DEFINE_LOOP_KERNELS (_ref, __attribute__ ((noipa, optimize ("O0"))))

#define N 64
static double d0[N], d1[N];
static float f0[N], f1[N];
static int i0[N], i1[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      d0[i] = d1[i] = 1.0 + (i * 7 % 13) * 0.125;
      f0[i] = f1[i] = 0.5f + (i * 5 % 11) * 0.25f;
      i0[i] = i1[i] = i * 37 % 101 - 50;
    }
}

#define SAME(a, b) (memcmp (a, b, sizeof a) == 0)

int
main (void)
{
  for (int n = 0; n <= 6; n += 3)
    for (int x = 0; x + 8 <= N; x += 3)
      for (int y = 0; y + 8 <= N; y += 5)
	for (int z = 0; z + 8 <= N; z += 7)
	  {
	    fill ();
	    sweep (n, d0 + x, d0 + y, d0 + z);
	    sweep_ref (n, d1 + x, d1 + y, d1 + z);
	    if (!SAME (d0, d1))
	      abort ();
	  }
  for (int ist = 0; ist <= 2; ist++)
    for (int iend = ist; iend <= 4; iend += 2)
      for (int x = 0; x + 14 <= N; x += 3)
	for (int y = 0; y + 16 <= N; y += 5)
	  for (int z = 0; z + 14 <= N; z += 4)
	    {
	      fill ();
	      blocks (3, ist, iend, d0 + x, d0 + y, d0 + z);
	      blocks_ref (3, ist, iend, d1 + x, d1 + y, d1 + z);
	      if (!SAME (d0, d1))
		abort ();
	    }
  for (int rows = 0; rows <= 3; rows++)
    for (int cols = 0; cols <= 4; cols += 2)
      for (int stride = 2; stride <= 5; stride += 3)
	for (int x = 0; x + 20 <= N; x += 3)
	  for (int y = 0; y + 5 <= N; y += 2)
	    {
	      fill ();
	      nest (rows, cols, stride, f0 + x, f0 + y);
	      nest_ref (rows, cols, stride, f1 + x, f1 + y);
	      if (!SAME (f0, f1))
		abort ();
	    }
  for (int k = 1; k < 8; k++)
    for (int x = 0; x + 12 <= N; x++)
      for (int y = 0; y + 2 <= N; y++)
	{
	  fill ();
	  indexed (k, i0 + x, i0 + y);
	  indexed_ref (k, i1 + x, i1 + y);
	  if (!SAME (i0, i1))
	    abort ();
	}
  return 0;
}
