// The heap particles of the hyperlane-relayout C++ run tests: the
// program of heap-run.h with its arrays from 'new[]' and released by
// 'delete[]' (plain and nothrow forms), over 'struct particle' (whose
// layout the test's spec changes) and 'struct reference' (the same
// fields; its layout stays), compared bit for bit.

#include <new>
#include "heap-run-kernels.h"

#define HEAP_KERNELS(T, S)						\
HEAP_RECORD (T)								\
									\
static T *S##_global;							\
									\
__attribute__ ((noinline)) static T *					\
S##_alloc (int n)							\
{									\
  return new T[n];							\
}									\
									\
__attribute__ ((noinline)) static T *					\
S##_alloc_nothrow (int n)						\
{									\
  T *p = new (std::nothrow) T[n];					\
  if (!p)								\
    abort ();								\
  return p;								\
}									\
									\
HEAP_LOOPS (T, S)

HEAP_KERNELS (particle, p)
HEAP_KERNELS (reference, r)
