/* Loops strip-mined by tiles of 3 (not a power of 2), 8 and, with a
   front PAD, tiles that start where i + 1 is a multiple of 4, counting up
   and down with every kind of test, over every start and bound in a
   range (empty loops, loops within one tile, peeled first and remainder
   last tiles): bit-identical to the same loops over arrays without the
   layout, and the counter's final value is the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-hyperlane-layout" } */
/* The loops of main index arrays of three tiles: those strip-mined by
   another tile keep their division, with a warning.  */
/* { dg-prune-output "keep a division" } */

#include <stdlib.h>

#define N 29
static double a[N][2], b[N], c[N];
static double a_ref[N][2], b_ref[N], c_ref[N];
static int lo[2], hi[2];

#pragma array_transform a[i][m] -> STRIP_MINE(i, 3, ii) -> INTERCHANGE(m, ii)
#pragma array_transform b[i] -> STRIP_MINE(i, 8, ii)
#pragma array_transform c[i] -> PAD(i, -1) -> STRIP_MINE(i, 4, ii)

#define KERNELS(A, B, C, OUT)						\
  {									\
    int i;								\
    for (i = lo[0]; i < hi[0]; i++)					\
      A[i][1] = A[i][0] + i;						\
    OUT[0] = i;								\
    for (i = lo[0]; i <= hi[0] - 1; i++)				\
      B[i] = B[i] * 2 + A[i][1];					\
    OUT[1] = i;								\
    for (i = hi[1]; i > lo[1]; i--)					\
      C[i] = C[i] - B[i];						\
    OUT[2] = i;								\
    for (i = hi[1]; i >= lo[1]; i--)					\
      A[i][0] = A[i][0] * 0.5 + C[i];					\
    OUT[3] = i;								\
    int up = hi[0] > lo[0] ? hi[0] : lo[0];				\
    for (unsigned u = lo[0]; u != (unsigned) up; u++)			\
      C[u] += 1.0;							\
    long down = hi[1] - 1 < lo[1] - 1 ? hi[1] - 1 : lo[1] - 1;		\
    for (long l = hi[1] - 1; l != down; l--)				\
      B[l] -= 3.0;							\
  }

__attribute__ ((noipa)) static void
kernels (int *out)
{
  KERNELS (a, b, c, out)
}

__attribute__ ((noipa)) static void
kernels_ref (int *out)
{
  KERNELS (a_ref, b_ref, c_ref, out)
}

int
main (void)
{
  for (int first = 0; first < N; first++)
    for (int last = first > 0 ? first - 1 : 0; last < N; last++)
      {
	int out[4], out_ref[4], differ = 0;
	for (int i = 0; i < N; i++)
	  {
	    a[i][0] = a_ref[i][0] = i * 0.25;
	    a[i][1] = a_ref[i][1] = 1 - i;
	    b[i] = b_ref[i] = i * 3.5;
	    c[i] = c_ref[i] = 7 - i * 0.125;
	  }
	lo[0] = lo[1] = first;
	hi[0] = last;
	hi[1] = last > 0 ? last - 1 : 0;
	kernels (out);
	kernels_ref (out_ref);
	for (int i = 0; i < N; i++)
	  differ |= a[i][0] != a_ref[i][0] || a[i][1] != a_ref[i][1]
		    || b[i] != b_ref[i] || c[i] != c_ref[i];
	for (int k = 0; k < 4; k++)
	  differ |= out[k] != out_ref[k];
	if (differ)
	  abort ();
      }
  return 0;
}

/* Every loop of kernels; main's two loops by the tile of a, the first
   array they index.  */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 3 " 4 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 8 " 2 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[0-9\]+ by 4 \\(tiles start where the index \\+ 1 is a multiple\\)" 2 "hyperlane-layout" } } */
/* { dg-final { scan-tree-dump-times "strip-mined loop \[^\n\]*it counts down" 3 "hyperlane-layout" } } */
