/* The heap particles of the hyperlane-relayout run tests: one program
   over 'struct particle' (whose layout the test's spec changes) and over
   'struct reference' (the same fields; its layout stays), compared bit
   for bit.  Fields of several types and sizes, accesses at i, i + 1 and
   n - 1 - i, through static pointers, parameters and returned pointers,
   malloc and calloc sites.  */

#include "heap-run-kernels.h"

#define HEAP_KERNELS(T, S)						\
HEAP_RECORD (T)								\
									\
static struct T *S##_global;						\
									\
__attribute__ ((noinline)) static struct T *				\
S##_alloc (int n, int zeroed)						\
{									\
  struct T *p;								\
  if (zeroed)								\
    p = calloc (n, sizeof (struct T));					\
  else									\
    p = malloc (n * sizeof (struct T));					\
  if (!p)								\
    abort ();								\
  return p;								\
}									\
									\
HEAP_LOOPS (T, S)

HEAP_KERNELS (particle, p)
HEAP_KERNELS (reference, r)
