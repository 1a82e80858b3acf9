/* The versioned functions of param-versioning.h give the results of the
   same functions at -O0, bit for bit, wherever their arguments lie in one
   buffer: apart, adjacent, overlapping by any number of elements, or the
   same.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */

#include <string.h>
#include <stdlib.h>

#include "param-versioning.h"
DEFINE_KERNELS (, __attribute__ ((noipa)))	/* { dg-message "function versioned for disjoint pointer parameters" } */
#define pt pt_ref
DEFINE_KERNELS (_ref, __attribute__ ((noipa, optimize ("O0"))))
#undef pt

#define N 48
static double d0[N], d1[N];
static int i0[N], i1[N];
/* The tags are bytes of the floats: a char may alias anything.  */
static float f0[N], f1[N];

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      d0[i] = d1[i] = 1.0 + (i * 7 % 13) * 0.25;
      i0[i] = i1[i] = i * 37 % 101 - 50;
    }
  for (int i = 0; i < N; i++)
    f0[i] = f1[i] = (i * 29 % 251) * 0.5f;
}

int
main (void)
{
  for (int x = 0; x + 25 <= N; x++)
    for (int y = 0; y + 9 <= N; y++)
      for (int z = 0; z + 5 <= N; z++)
	{
	  fill ();
	  matvec ((double (*)[5]) (d0 + x), d0 + y, d0 + z);
	  matvec_ref ((double (*)[5]) (d1 + x), d1 + y, d1 + z);
	  if (memcmp (d0, d1, sizeof d0))
	    abort ();
	  fill ();
	  eliminate ((double (*)[3]) (d0 + x), (double (*)[3]) (d0 + y),
		     d0 + z);
	  eliminate_ref ((double (*)[3]) (d1 + x), (double (*)[3]) (d1 + y),
			 d1 + z);
	  if (memcmp (d0, d1, sizeof d0))
	    abort ();
	}
  for (int x = 1; x + 4 <= N; x++)
    for (int y = 0; y + 3 <= N; y++)
      for (int flag = 0; flag < 2; flag++)
	{
	  fill ();
	  int r0 = shift (i0 + x, i0 + y, flag);
	  int r1 = shift_ref (i1 + x, i1 + y, flag);
	  if (r0 != r1 || memcmp (i0, i1, sizeof i0))
	    abort ();
	}
  for (int x = 0; x + 3 <= N; x++)
    for (int y = 0; y + 3 <= N; y++)
      for (int z = 0; z + 4 <= 4 * N; z++)
	{
	  fill ();
	  mix ((struct pt *) (f0 + x), (struct pt *) (f0 + y),
	       (unsigned char *) f0 + z);
	  mix_ref ((struct pt_ref *) (f1 + x), (struct pt_ref *) (f1 + y),
		   (unsigned char *) f1 + z);
	  if (memcmp (f0, f1, sizeof f0))
	    abort ();
	}
  return 0;
}
