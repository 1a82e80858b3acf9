/* The program of the realloc run tests (SOA and AOSOA).  */

#define GROW(T, S)							\
__attribute__ ((noinline)) static struct T *				\
S##_grow (int n)							\
{									\
  struct T *p = 0;							\
  int cap = 0;								\
  for (int i = 0; i < n; i++)						\
    {									\
      if (i == cap)							\
	{								\
	  cap = cap ? 2 * cap : 3;					\
	  struct T *q = realloc (p, cap * sizeof (struct T));		\
	  if (!q)							\
	    abort ();							\
	  p = q;							\
	}								\
      p[i].x = (float) i * 0.5f;					\
      p[i].m = i * 0.25;						\
      p[i].vx = 1.0f;							\
      p[i].id = (short) (i * 3);					\
      p[i].tag = (char) i;						\
      p[i].y = (float) -i;						\
      p[i].vy = 0.5f;							\
    }									\
  return p;								\
}									\
									\
__attribute__ ((noinline)) static struct T *				\
S##_shrink (struct T *p, int n)						\
{									\
  struct T *q = realloc (p, n * sizeof (struct T));			\
  if (!q)								\
    abort ();								\
  return q;								\
}									\
									\
__attribute__ ((noinline)) static struct T *				\
S##_none (struct T *p)							\
{									\
  return realloc (p, 0);						\
}

GROW (particle, p)
GROW (reference, r)

int
main (int argc, char **argv)
{
  int n = 100 + argc;
  struct particle *a = p_grow (n);
  struct reference *ra = r_grow (n);
  p_step (a, n, 0.125f);
  r_step (ra, n, 0.125f);
  for (int i = 0; i < n; i++)
    HEAP_SAME (a, ra, i);
  a = p_shrink (a, n / 2);
  ra = r_shrink (ra, n / 2);
  p_step (a, n / 2, 0.25f);
  r_step (ra, n / 2, 0.25f);
  for (int i = 0; i < n / 2; i++)
    HEAP_SAME (a, ra, i);
  a = p_none (a);
  ra = r_none (ra);
  if ((a == 0) != (ra == 0))
    abort ();
  free (a);
  free (ra);
  return 0;
}
