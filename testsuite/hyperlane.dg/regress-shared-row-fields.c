/* Regression (make fuzz, seed 77 case 219): the memory-order planner
   cached a row's vector by its nodes, one per slice, and shared it between
   hyper loops; but a slice is another field in a hyper loop that stores
   other fields.  Here a0[i].f0 is stored to g1[i].f3 (slice 1 of a store
   group of fields {2,3}) and used in the value stored to a3[i].f3 (slice 1
   of fields {0,3}): the second hyper loop got the first one's vector, with
   a0[i].f0 in the lanes of field 1, and computed on a0[i].f3.  Rows are
   now cached per stored fields.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details" } */

#include <stdint.h>
#include <stdlib.h>

#define N 100

struct rec { int32_t f0, f1, f2, f3; };

static struct rec g1[N] __attribute__ ((aligned (64)));

#define KERNEL(NAME, ATTR)						\
  ATTR void								\
  NAME (long n, const struct rec *a0, struct rec *restrict a3,	\
	int32_t v4, int32_t v5)						\
  {									\
    for (long i = 0; i < n; i++)					\
      {									\
	g1[i].f2 = v4;							\
	g1[i].f3 = a0[i].f0;						\
	a3[i].f0 = g1[i].f0;						\
	a3[i].f3 = ((((-(~g1[i].f0))					\
		      - ((v5 + g1[i].f1) * (v5 >> (g1[i].f3 & 31))))	\
		     & 65535) - 32768);					\
      }									\
  }

KERNEL (kernel, __attribute__ ((noipa)))
KERNEL (reference, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static void
init (struct rec *a0, struct rec *a3)
{
  for (int i = 0; i < N; i++)
    {
      a0[i] = (struct rec) { i * 7 - 300, i * 13 + 5, -i, i * 3 + 1 };
      a3[i] = (struct rec) { -i, i, 2 * i, 3 * i };
      g1[i] = (struct rec) { i * 11 - 50, 17 - i, i, -3 * i };
    }
}

int
main (void)
{
  static struct rec a0[N], a3[N], b3[N], want[N];
  static const long counts[] = { 0, 1, 7, 8, 9, 17, 63, 99 };
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
    {
      init (a0, b3);
      reference (counts[c], a0, b3, -14, -14);
      for (int i = 0; i < N; i++)
	want[i] = g1[i];
      init (a0, a3);
      kernel (counts[c], a0, a3, -14, -14);
      for (int i = 0; i < N; i++)
	if (a3[i].f0 != b3[i].f0 || a3[i].f1 != b3[i].f1
	    || a3[i].f2 != b3[i].f2 || a3[i].f3 != b3[i].f3
	    || g1[i].f0 != want[i].f0 || g1[i].f1 != want[i].f1
	    || g1[i].f2 != want[i].f2 || g1[i].f3 != want[i].f3)
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } } */
