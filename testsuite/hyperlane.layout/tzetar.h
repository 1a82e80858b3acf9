/* A tzetar-style loop nest (thesis Fig. 3-1) over u and rhs, both
   [K][J][I][5], run on the arrays the test's layout transforms and on
   reference copies it does not; the results must be bit-identical.
   The including test puts its #pragma array_transform (or command-line
   spec) on u and rhs.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef K
#define K 3
#endif
#ifndef J
#define J 5
#endif
#ifndef I
#define I 13		/* Not a multiple of any tile: strip-mining pads.  */
#endif

static double u[K][J][I][5], rhs[K][J][I][5];
static double u_ref[K][J][I][5], rhs_ref[K][J][I][5];
static double us[K][J][I], vs[K][J][I], ws[K][J][I], qs[K][J][I],
	      speed[K][J][I];

#define TZETAR(U, RHS)							\
  for (int k = 0; k < K; k++)						\
    for (int j = 0; j < J; j++)						\
      for (int i = 0; i < I; i++)					\
	{								\
	  double xvel = us[k][j][i], yvel = vs[k][j][i];		\
	  double zvel = ws[k][j][i], ac = speed[k][j][i];		\
	  double ac2u = ac * ac;					\
	  double r1 = RHS[k][j][i][0], r2 = RHS[k][j][i][1];		\
	  double r3 = RHS[k][j][i][2], r4 = RHS[k][j][i][3];		\
	  double r5 = RHS[k][j][i][4];					\
	  double uzik1 = U[k][j][i][0];					\
	  double btuz = bt * uzik1;					\
	  double t1 = btuz / ac * (r4 + r5);				\
	  double t2 = r3 + t1;						\
	  double t3 = btuz * (r4 - r5);					\
	  RHS[k][j][i][0] = t2;						\
	  RHS[k][j][i][1] = -uzik1 * r2 + xvel * t2;			\
	  RHS[k][j][i][2] = uzik1 * r1 + yvel * t2;			\
	  RHS[k][j][i][3] = zvel * t2 + t3;				\
	  RHS[k][j][i][4] = uzik1 * (-xvel * r2 + yvel * r1)		\
			    + qs[k][j][i] * t2 + c2iv * ac2u * t1	\
			    + zvel * t3;				\
	}

static void __attribute__ ((noinline))
tzetar (double bt, double c2iv)
{
  TZETAR (u, rhs)
}

static void __attribute__ ((noinline))
tzetar_ref (double bt, double c2iv)
{
  TZETAR (u_ref, rhs_ref)
}

static double
value (unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return 0.5 + (*seed >> 8) % 1000 / 997.0;
}

int
main (void)
{
  unsigned seed = 1;
  for (int k = 0; k < K; k++)
    for (int j = 0; j < J; j++)
      for (int i = 0; i < I; i++)
	{
	  us[k][j][i] = value (&seed);
	  vs[k][j][i] = value (&seed);
	  ws[k][j][i] = value (&seed);
	  qs[k][j][i] = value (&seed);
	  speed[k][j][i] = value (&seed);
	  /* Constant subscripts in the field dimension, which PEEL needs.  */
#define INIT(m)								\
	  u[k][j][i][m] = u_ref[k][j][i][m] = value (&seed);		\
	  rhs[k][j][i][m] = rhs_ref[k][j][i][m] = value (&seed);
	  INIT (0) INIT (1) INIT (2) INIT (3) INIT (4)
	}
  for (int step = 0; step < 3; step++)
    {
      tzetar (0.7, 1.3);
      tzetar_ref (0.7, 1.3);
    }
  int bad = 0;
  for (int k = 0; k < K; k++)
    for (int j = 0; j < J; j++)
      for (int i = 0; i < I; i++)
	{
	  /* Bit for bit, through copies so that the arrays' addresses stay
	     private.  */
#define CHECK(m)							\
	  {								\
	    double r = rhs[k][j][i][m], r_ref = rhs_ref[k][j][i][m];	\
	    double v = u[k][j][i][m], v_ref = u_ref[k][j][i][m];	\
	    if (memcmp (&r, &r_ref, sizeof r)				\
		|| memcmp (&v, &v_ref, sizeof v))			\
	      {								\
		printf ("mismatch at %d %d %d %d\\n", k, j, i, m);	\
		bad = 1;						\
	      }								\
	  }
	  CHECK (0) CHECK (1) CHECK (2) CHECK (3) CHECK (4)
	}
  /* After the loops, so that the checking loop has one exit and is
     strip-mined like the kernel.  */
  if (bad)
    abort ();
  return 0;
}
