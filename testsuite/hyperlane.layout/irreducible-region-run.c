/* A strip-mined array used in a loop inside an irreducible region (the
   enclosing loop is entered by a jump into its body): the loop is
   strip-mined to match and vectorized there, and the blocks both
   transformations add keep the region's marks (verify_loop_structure
   under -fplugin-arg-hyperlane-verify); run against a copy of the array
   without the layout.  */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized" } */
/* { dg-additional-options "-march=native" { target x86_64-*-* } } */
/* The checks in main walk A with an early exit.  */
/* { dg-prune-output "not strip-mined to match the strip-mined array" } */
/* { dg-message "layout of 'A' changed" "" { target *-*-* } 0 } */
/* { dg-message "loop strip-mined by 8 to match a strip-mined array" "" { target *-*-* } 0 } */
/* { dg-message "loop vectorized by hyperlane" "" { target *-*-* } 0 } */
/* { dg-prune-output "optimized:" } */

#include <stdlib.h>
#define N 203
struct vec3 { float x, y, z; };
#pragma array_transform A[i][f] -> STRIP_MINE(i, 8, l) -> INTERCHANGE(f, l)
static struct vec3 A[N], B[N];
static float d[N], dr[N];
/* The kernel over A, whose layout changes, and over B, whose does not.  */
#define KERNEL(NAME, ATTR, X, D)					\
  ATTR void								\
  NAME (int start, float s, float *acc)					\
  {									\
    int t = 0;								\
    if (start)								\
      goto in;								\
    for (t = 0; t < 3; t++)						\
      {									\
	acc[t] += 1;							\
      in:								\
	for (int i = 0; i < N; i++)					\
	  {								\
	    X[i].x += s * X[i].y;					\
	    X[i].z -= X[i].x;						\
	    D[i] = X[i].x * X[i].z;					\
	  }								\
      }									\
  }

KERNEL (k, __attribute__ ((noipa)), A, d)
KERNEL (kr, __attribute__ ((noipa, optimize ("no-tree-vectorize"))), B, dr)

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  float a1[4] = { 0 }, a2[4] = { 0 };
  for (int st = 0; st < 2; st++)
    {
      for (int i = 0; i < N; i++)
	{
	  A[i].x = B[i].x = i;
	  A[i].y = B[i].y = 0.5f * i;
	  A[i].z = B[i].z = 1.0f / (i + 1);
	}
      k (st, 1.25f, a1);
      kr (st, 1.25f, a2);
      for (int i = 0; i < N; i++)
	if (A[i].x != B[i].x || A[i].y != B[i].y || A[i].z != B[i].z
	    || d[i] != dr[i])
	  abort ();
    }
  return 0;
}
