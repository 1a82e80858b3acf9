/* Regression (make fuzz, seed 1998322674, case 304): a subtracting
   reduction of a value wider than the loop's narrowest type (two vectors
   per value) combined its parts with a subtraction (acc - p0 - p1 became
   acc - (p0 - p1)).  The parts are now added before they are subtracted.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>

#define N 300

uint16_t g[N];
uint32_t red;

#define KERNEL(NAME, ATTR)						\
  ATTR void								\
  NAME (int n, const uint16_t *restrict a, const uint32_t *restrict b,	\
	uint32_t v)							\
  {									\
    uint32_t r = 7;							\
    for (int i = 0; i < n; i++)						\
      {									\
	g[i] = (uint16_t) (a[i] + 3);					\
	r -= b[i] * v;							\
      }									\
    red = r;								\
  }

KERNEL (kernel, __attribute__ ((noipa)))
KERNEL (reference, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

__attribute__ ((optimize ("no-tree-vectorize"))) int
main (void)
{
  static uint16_t a[N];
  static uint32_t b[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = (uint16_t) (i * 37);
      b[i] = i * 2654435761u;
    }
  for (int n = 0; n < N; n += 7)
    {
      kernel (n, a, b, 12345);
      uint32_t got = red;
      reference (n, a, b, 12345);
      if (got != red)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 16 \\(avx2\\)" "hyperlane" } } */
