/* What the heap particle run tests share (heap-run.h with malloc and
   calloc, heap-new-run.h with new[]): the record, the loops over it and
   the bitwise comparison of two records.  Valid C and C++.  */

#include <stdlib.h>
#include <string.h>

/* The record T.  */
#define HEAP_RECORD(T)							\
struct T								\
{									\
  float x;								\
  double m;								\
  float vx;								\
  short id;								\
  char tag;								\
  float y, vy;								\
};

/* The loops over records T through S##_global and pointers.  */
#define HEAP_LOOPS(T, S)						\
__attribute__ ((noinline)) static void					\
S##_init (struct T *p, int n, int seed)					\
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
S##_step (struct T *p, int n, float dt)					\
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
