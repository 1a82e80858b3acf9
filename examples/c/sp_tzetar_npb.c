/* sp_tzetar_npb: the tzetar loop nest (thesis Fig. 3-1) written as NPB SP
   writes it: u and rhs are file-scope arrays of compile-time size
   [KMAX][JMAX][IMAX][5] and the nest covers the grid_points interior.
   The form a layout spec can change without source edits
   (examples/layouts/sp_tzetar_npb.layout: `make bench`'s hyperlane+layout
   column).  SoA: su and srhs are [5][KMAX][JMAX][IMAX], written by hand.
   Every access to u and rhs is element by element, so their addresses
   never escape.  An element is one grid point.  */

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"

/* Room for hl_grid3 of kernels.txt's largest n (264 x 65 x 65) plus the
   one-point halo.  */
#define KMAX 67
#define JMAX 67
#define IMAX 266

static double u[KMAX][JMAX][IMAX][5], rhs[KMAX][JMAX][IMAX][5];
static double su[5][KMAX][JMAX][IMAX], srhs[5][KMAX][JMAX][IMAX];
static double us[KMAX][JMAX][IMAX], vs[KMAX][JMAX][IMAX], ws[KMAX][JMAX][IMAX];
static double speed[KMAX][JMAX][IMAX], qs[KMAX][JMAX][IMAX];
static size_t nx, ny, nz;
static const double bt = 0.70710678118654752, c2iv = 2.5;

/* The loop nest over the interior; U(k,j,i,m) and RHS(k,j,i,m) name the
   arrays of one layout.  */
#define TZETAR_NEST(U, RHS)						\
  for (size_t k = 1; k <= nz; k++)					\
    for (size_t j = 1; j <= ny; j++)					\
      for (size_t i = 1; i <= nx; i++)					\
	{								\
	  double xvel = us[k][j][i], yvel = vs[k][j][i];		\
	  double zvel = ws[k][j][i], ac = speed[k][j][i];		\
	  double ac2u = ac * ac;					\
	  double r1 = RHS (k, j, i, 0), r2 = RHS (k, j, i, 1);		\
	  double r3 = RHS (k, j, i, 2), r4 = RHS (k, j, i, 3);		\
	  double r5 = RHS (k, j, i, 4);					\
	  double uzik1 = U (k, j, i, 0);				\
	  double btuz = bt * uzik1;					\
	  double t1 = btuz / ac * (r4 + r5);				\
	  double t2 = r3 + t1;						\
	  double t3 = btuz * (r4 - r5);					\
	  RHS (k, j, i, 0) = t2;					\
	  RHS (k, j, i, 1) = -uzik1 * r2 + xvel * t2;			\
	  RHS (k, j, i, 2) = uzik1 * r1 + yvel * t2;			\
	  RHS (k, j, i, 3) = zvel * t2 + t3;				\
	  RHS (k, j, i, 4) = uzik1 * (-xvel * r2 + yvel * r1)		\
			     + qs[k][j][i] * t2 + c2iv * ac2u * t1	\
			     + zvel * t3;				\
	}

#define AOS_U(k, j, i, m) u[k][j][i][m]
#define AOS_RHS(k, j, i, m) rhs[k][j][i][m]
#define SOA_U(k, j, i, m) su[m][k][j][i]
#define SOA_RHS(k, j, i, m) srhs[m][k][j][i]

HL_KERNEL static void
tzetar_aos (void)
{
  TZETAR_NEST (AOS_U, AOS_RHS)
}

HL_KERNEL static void
tzetar_soa (void)
{
  TZETAR_NEST (SOA_U, SOA_RHS)
}

/* The reference works on its own copies (plain pointers, from hl_alloc,
   which the harness frees), never on the arrays a layout may change.  */
static double *ref_u, *ref_rhs, *rhs0;

#define REF_U(k, j, i, m) ref_u[(((k) * JMAX + (j)) * IMAX + (i)) * 5 + (m)]
#define REF_RHS(k, j, i, m) ref_rhs[(((k) * JMAX + (j)) * IMAX + (i)) * 5 + (m)]

HL_REFERENCE static void
tzetar_ref (void)
{
  TZETAR_NEST (REF_U, REF_RHS)
}

/* Each field by name: a constant subscript in the field dimension, which
   a PEEL layout needs.  */
#define FOR_FIELDS(X) X (0) X (1) X (2) X (3) X (4)

static void *
setup (size_t n, size_t *work)
{
  struct hl_grid g = hl_grid3 (n);
  if (g.n1 + 2 > IMAX || g.n2 + 2 > JMAX || g.n3 + 2 > KMAX)
    {
      fprintf (stderr, "sp_tzetar_npb: n %zu exceeds the arrays\n", n);
      exit (2);
    }
  nx = g.n1;
  ny = g.n2;
  nz = g.n3;
  *work = nx * ny * nz;
  size_t pts = (size_t) KMAX * JMAX * IMAX;
  hl_rng rng = hl_rng_seed (n);
  ref_u = hl_alloc (5 * pts, sizeof (double));
  ref_rhs = hl_alloc (5 * pts, sizeof (double));
  rhs0 = hl_alloc (5 * pts, sizeof (double));
  for (size_t k = 0; k < nz + 2; k++)
    for (size_t j = 0; j < ny + 2; j++)
      for (size_t i = 0; i < nx + 2; i++)
	{
	  us[k][j][i] = hl_rng_unit (&rng) - 0.5;
	  vs[k][j][i] = hl_rng_unit (&rng) - 0.5;
	  ws[k][j][i] = hl_rng_unit (&rng) - 0.5;
	  speed[k][j][i] = 1 + hl_rng_unit (&rng);
	  qs[k][j][i] = 0.5 * hl_rng_unit (&rng);
#define FILL(m)								\
	  REF_U (k, j, i, m) = 0.5 + hl_rng_unit (&rng);		\
	  REF_RHS (k, j, i, m) = 2 * hl_rng_unit (&rng) - 1;		\
	  u[k][j][i][m] = su[m][k][j][i] = REF_U (k, j, i, m);		\
	  rhs[k][j][i][m] = srhs[m][k][j][i] = REF_RHS (k, j, i, m);	\
	  rhs0[(((k) * JMAX + (j)) * IMAX + (i)) * 5 + (m)] = REF_RHS (k, j, i, m);
	  FOR_FIELDS (FILL)
	}
  return rhs0;
}

static void
reference (void *ctx)
{
  (void) ctx;
  tzetar_ref ();
}

static double
run_aos (void *ctx)
{
  (void) ctx;
  tzetar_aos ();
  return rhs[nz / 2 + 1][ny / 2 + 1][nx / 2 + 1][2];
}

static double
run_soa (void *ctx)
{
  (void) ctx;
  tzetar_soa ();
  return srhs[2][nz / 2 + 1][ny / 2 + 1][nx / 2 + 1];
}

static void
reset (void *ctx)
{
  (void) ctx;
  for (size_t k = 0; k < nz + 2; k++)
    for (size_t j = 0; j < ny + 2; j++)
      for (size_t i = 0; i < nx + 2; i++)
	{
#define RESET(m)							\
	  rhs[k][j][i][m] = srhs[m][k][j][i]				\
	    = rhs0[(((k) * JMAX + (j)) * IMAX + (i)) * 5 + (m)];
	  FOR_FIELDS (RESET)
	}
}

static int
verify (void *ctx, int soa)
{
  (void) ctx;
  size_t pts = (size_t) (nz + 2) * (ny + 2) * (nx + 2);
  double *got = hl_alloc (5 * pts, sizeof (double));
  double *want = hl_alloc (5 * pts, sizeof (double));
  size_t p = 0;
  for (size_t k = 0; k < nz + 2; k++)
    for (size_t j = 0; j < ny + 2; j++)
      for (size_t i = 0; i < nx + 2; i++, p++)
	{
#define COPY(m)								\
	  got[5 * p + (m)] = soa ? srhs[m][k][j][i] : rhs[k][j][i][m];	\
	  want[5 * p + (m)] = REF_RHS (k, j, i, m);
	  FOR_FIELDS (COPY)
	}
  return hl_expect_f64 ("rhs", got, 1, want, 1, 5 * pts);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "sp_tzetar_npb", .check_sizes = hl_sizes_3d,
    .n_check_sizes = hl_n_sizes_3d, .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify, .reset = reset,
  };
  return hl_main (argc, argv, &k);
}
