/* Regression (make fuzz, seed 798020103): an invariant whose type is
   another variant of the vector's element type ('~v1' as unsigned short
   beside uint16_t) was broadcast as a CONSTRUCTOR of NOP_EXPRs, which is
   not GIMPLE; GCC 12's forwprop4 then never terminated.  The conversion
   is now a statement of its own; the loop mixes int8 data with a uint16
   reduction (two vectors per value at VF 32).  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>

#define N 300

uint16_t red0;

#define KERNEL(NAME, ATTR)						\
  ATTR void								\
  NAME (long n, int8_t *restrict a0, uint16_t v1)			\
  {									\
    uint16_t r0 = v1;							\
    for (long i = 0; i < n; i++)					\
      {									\
	a0[i] = (int8_t) ((int8_t) (a0[i] >> (a0[i] & 7))		\
			  * (int8_t) (-a0[i]));				\
	r0 = r0 < (uint16_t) (~v1) ? r0 : (uint16_t) (~v1);		\
      }									\
    red0 = r0;								\
  }

KERNEL (kernel, __attribute__ ((noipa)))
KERNEL (reference, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

int
main (void)
{
  static int8_t a[N], b[N];
  static const long counts[] = { 0, 1, 31, 32, 33, 65, 299 };
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    for (uint16_t v1 = 0; v1 < 3; v1++)
      {
	for (int i = 0; i < N; i++)
	  a[i] = b[i] = (int8_t) (i * 37 - 100);
	kernel (counts[c], a, v1 * 20000);
	uint16_t got = red0;
	reference (counts[c], b, v1 * 20000);
	for (int i = 0; i < N; i++)
	  if (a[i] != b[i])
	    abort ();
	if (got != red0)
	  abort ();
      }
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 32 \\(avx2\\)" "hyperlane" } } */
