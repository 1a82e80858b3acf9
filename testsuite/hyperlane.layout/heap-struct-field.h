/* The program of the tests of pointers kept in a static structure (SOA and AOSOA).  */

#define SYSTEM(T, S)							\
struct T { double x, v; int id; };					\
static struct S##_system { struct T *p; int n; double t; } S##_sys;	\
static struct T *S##_spare;						\
									\
__attribute__ ((noinline)) static void					\
S##_init (int n)							\
{									\
  S##_sys.n = n;							\
  S##_sys.p = malloc (n * sizeof *S##_sys.p);				\
  if (!S##_sys.p)							\
    abort ();								\
  for (int i = 0; i < n; i++)						\
    {									\
      S##_sys.p[i].x = i;						\
      S##_sys.p[i].v = 0.5;						\
      S##_sys.p[i].id = i;						\
    }									\
  S##_spare = calloc (n, sizeof (struct T));				\
  if (!S##_spare)							\
    abort ();								\
}									\
									\
__attribute__ ((noinline)) static void					\
S##_step (double dt)							\
{									\
  struct T *p = S##_sys.p;						\
  for (int i = 0; i < S##_sys.n; i++)					\
    {									\
      p[i].v -= p[i].x * dt;						\
      p[i].x += p[i].v * dt;						\
      S##_spare[i].x += p[i].x;						\
    }									\
  S##_sys.t += dt;							\
}									\
									\
__attribute__ ((noinline)) static double				\
S##_run (int argc)							\
{									\
  S##_init (100 + argc);						\
  for (int s = 0; s < 100; s++)						\
    S##_step (0.01);							\
  double e = S##_sys.t;							\
  for (int i = 0; i < S##_sys.n; i++)					\
    e += S##_sys.p[i].x * S##_sys.p[i].v + S##_sys.p[i].id		\
	 + S##_spare[i].x;						\
  free (S##_sys.p);							\
  free (S##_spare);							\
  return e;								\
}

SYSTEM (particle, p)
SYSTEM (reference, r)

int
main (int argc, char **argv)
{
  if (p_run (argc) != r_run (argc))
    abort ();
  return 0;
}
