/* Loops whose iteration count (a constant, or GCC's bound from the arrays
   they index) leaves no iteration to a vector loop of the widest VF: the
   vector loop never ran and the scalar epilogue did all the work, where
   GCC vectorizes on narrower vectors.  hyperlane plans such a loop on
   narrower vectors, and leaves it to GCC when even the narrowest vector
   loop would never run.  Run against the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-details" } */

#include <string.h>

#define PAIRS(NAME, COUNT)						\
  __attribute__ ((noipa)) void						\
  NAME (int *restrict a, const int *restrict b)				\
  {									\
    for (int i = 0; i < COUNT; ++i)					\
      {									\
	a[i * 2] = b[i * 2] + COUNT;					\
	a[i * 2 + 1] = COUNT;						\
      }									\
  }

/* The plans read a gap (b[2i + 1]): the epilogue runs the last
   iteration.  */
PAIRS (pairs4, 4)	/* VF 8 and VF 4 both leave the vector loop empty.  */
PAIRS (pairs8, 8)	/* VF 8 does; VF 4 runs once.  */
PAIRS (pairs32, 32)	/* VF 8.  */

struct particle { float x, y, z; };
struct cell { struct particle p[5]; float w[5]; };

/* 16 pixels: at VF 32 none is left to the vector loop, at VF 16 one
   vector iteration does them all (no gap, nothing live after the loop);
   GCC's plan is as cheap, so GCC's vectorizer takes it.  */
__attribute__ ((noipa)) void
halve16 (unsigned char *restrict dst, const unsigned char *restrict src)
{
  for (int i = 0; i < 16; i++)
    dst[i] = (src[2 * i] + src[2 * i + 1] + 1) >> 1;
}

/* At most five iterations, by the bound of the arrays it indexes: VF 4.  */
__attribute__ ((noipa)) void
weigh (struct cell *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    c->w[i] = c->p[i].x * c->p[i].x + c->p[i].y * c->p[i].y
	      + c->p[i].z * c->p[i].z;
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
reference (int *restrict a, const int *restrict b, int count)
{
  for (int i = 0; i < count; ++i)
    {
      a[i * 2] = b[i * 2] + count;
      a[i * 2 + 1] = count;
    }
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
halve16_reference (unsigned char *restrict dst,
		   const unsigned char *restrict src)
{
  for (int i = 0; i < 16; i++)
    dst[i] = (src[2 * i] + src[2 * i + 1] + 1) >> 1;
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
weigh_reference (struct cell *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    c->w[i] = c->p[i].x * c->p[i].x + c->p[i].y * c->p[i].y
	      + c->p[i].z * c->p[i].z;
}

int
main (void)
{
  int a[64], a_ref[64], b[64];
  for (int i = 0; i < 64; i++)
    b[i] = i * 3 - 7;
  void (*kernels[]) (int *restrict, const int *restrict)
    = { pairs4, pairs8, pairs32 };
  int counts[] = { 4, 8, 32 };
  for (int k = 0; k < 3; k++)
    {
      memset (a, 0, sizeof a);
      memset (a_ref, 0, sizeof a_ref);
      kernels[k] (a, b);
      reference (a_ref, b, counts[k]);
      if (memcmp (a, a_ref, sizeof a))
	__builtin_abort ();
    }
  unsigned char px[32], half[16], half_ref[16];
  for (int i = 0; i < 32; i++)
    px[i] = (unsigned char) (i * 37 + 11);
  halve16 (half, px);
  halve16_reference (half_ref, px);
  if (memcmp (half, half_ref, sizeof half))
    __builtin_abort ();
  struct cell c, c_ref;
  for (int n = 0; n <= 5; n++)
    {
      for (int i = 0; i < 5; i++)
	{
	  c.p[i].x = c_ref.p[i].x = i * 0.5f - 1.0f;
	  c.p[i].y = c_ref.p[i].y = i * 0.25f;
	  c.p[i].z = c_ref.p[i].z = 2.0f - i;
	  c.w[i] = c_ref.w[i] = -1.0f;
	}
      weigh (&c, n);
      weigh_reference (&c_ref, n);
      if (memcmp (&c, &c_ref, sizeof c))
	__builtin_abort ();
    }
  return 0;
}

/* { dg-message "loop left to GCC: the loop runs too few iterations for one iteration of the vector loop, whose plan leaves the last iteration to the scalar loop" "pairs4" { target *-*-* } 26 } */
/* { dg-message "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" "pairs8" { target *-*-* } 27 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "pairs32" { target *-*-* } 28 } */
/* { dg-message "loop vectorized by hyperlane: VF 4 \\(sse4.2\\)" "weigh" { target *-*-* } 47 } */
/* pairs4 and weigh: fewer iterations than VF 8.  */
/* { dg-final { scan-tree-dump-times "too few iterations for VF 8: planned on 16-byte vectors, VF 4" 2 "hyperlane" } } */
/* pairs8: its plan reads a gap, so the last iteration is the epilogue's.  */
/* { dg-final { scan-tree-dump-times "the 32-byte plan leaves the vector loop no iteration: planned on 16-byte vectors" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "too few iterations for VF 32: planned on 16-byte vectors, VF 16" 1 "hyperlane" } } */
