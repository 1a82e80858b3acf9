// The heap particles of the hyperlane-relayout C++ run tests: the
// program of heap-run.h with its arrays from 'new[]' and released by
// 'delete[]' (plain and nothrow forms), over 'struct particle' (whose
// layout the test's spec changes) and 'struct reference' (the same
// fields; its layout stays), compared bit for bit.

#include <new>
#include <stdlib.h>
#include <string.h>

#define HEAP_KERNELS(T, S)						\
struct T								\
{									\
  float x;								\
  double m;								\
  float vx;								\
  short id;								\
  char tag;								\
  float y, vy;								\
};									\
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
__attribute__ ((noinline)) static void					\
S##_init (T *p, int n, int seed)					\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      p[i].x = (float) (i * 3 + seed) * 0.125f;				\
      p[i].m = 1.0 + (i & 7) * 0.5;					\
      p[i].vx = (float) ((i * 7) % 11) - 5.0f;				\
      p[i].id = (short) i;						\
      p[i].tag = (char) (i & 0x7f);					\
      p[i].y = -p[i].x * 0.5f;						\
      p[i].vy = p[i].vx * 0.25f + 1.0f;					\
    }									\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_step (T *p, int n, float dt)					\
{									\
  for (int i = 0; i < n; i++)						\
    {									\
      p[i].vx += -p[i].x * (float) p[i].m * dt;				\
      p[i].vy += -p[i].y * dt;						\
      p[i].x += p[i].vx * dt;						\
      p[i].y += p[i].vy * dt;						\
    }									\
  for (int i = 0; i + 1 < n; i++)					\
    p[i].m += p[i + 1].x * 0.5 + p[n - 1 - i].tag;			\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_global_step (int n)							\
{									\
  for (int i = 0; i < n; i++)						\
    S##_global[i].id = (short) (S##_global[i].id + S##_global[i].tag);	\
}

HEAP_KERNELS (particle, p)
HEAP_KERNELS (reference, r)

/* Record I of A and B hold the same bits.  */
#define HEAP_SAME(a, b, i)						\
  do									\
    {									\
      float fa, fb;							\
      double da, db;							\
      fa = (a)[i].x, fb = (b)[i].x;					\
      if (memcmp (&fa, &fb, sizeof fa))					\
	abort ();							\
      fa = (a)[i].vx, fb = (b)[i].vx;					\
      if (memcmp (&fa, &fb, sizeof fa))					\
	abort ();							\
      fa = (a)[i].y, fb = (b)[i].y;					\
      if (memcmp (&fa, &fb, sizeof fa))					\
	abort ();							\
      fa = (a)[i].vy, fb = (b)[i].vy;					\
      if (memcmp (&fa, &fb, sizeof fa))					\
	abort ();							\
      da = (a)[i].m, db = (b)[i].m;					\
      if (memcmp (&da, &db, sizeof da))					\
	abort ();							\
      /* Apart: GCC merges adjacent field comparisons into one.  */	\
      if ((a)[i].id != (b)[i].id)					\
	abort ();							\
      if ((a)[i].tag != (b)[i].tag)					\
	abort ();							\
    }									\
  while (0)
