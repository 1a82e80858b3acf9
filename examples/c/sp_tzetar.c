/* sp_tzetar (thesis Fig. 3-1): the loop nest of NPB SP's tzetar, which
   transforms rhs in place point by point.  AoS: u and rhs are
   [k][j][i][5] doubles (stride 5); us, vs, ws, speed and qs are 3-D
   [k][j][i].  SoA ("pure SoA" of Table 3.1): u and rhs are [5][k][j][i].
   Grids have a one-point halo; the nest covers the interior.  An element
   is one grid point.  */

#include <string.h>

#include "harness.h"

/* The per-point update: r[0..4] is rhs at the point, u0 = u[..][0].  */
static inline void
tzetar_point (double bt, double c2iv, double u0, double xvel, double yvel,
	      double zvel, double ac, double q, const double r[5],
	      double out[5])
{
  double ac2u = ac * ac;
  double btuz = bt * u0;
  double t1 = btuz / ac * (r[3] + r[4]);
  double t2 = r[2] + t1;
  double t3 = btuz * (r[3] - r[4]);
  out[0] = t2;
  out[1] = -u0 * r[1] + xvel * t2;
  out[2] = u0 * r[0] + yvel * t2;
  out[3] = zvel * t2 + t3;
  out[4] = u0 * (-xvel * r[1] + yvel * r[0]) + q * t2 + c2iv * ac2u * t1
	   + zvel * t3;
}

HL_KERNEL void
tzetar_aos (size_t nx, size_t ny, size_t nz, size_t jd, size_t id, double bt,
	    double c2iv, double (*restrict rhs)[jd][id][5],
	    const double (*restrict u)[jd][id][5],
	    const double (*restrict us)[jd][id],
	    const double (*restrict vs)[jd][id],
	    const double (*restrict ws)[jd][id],
	    const double (*restrict speed)[jd][id],
	    const double (*restrict qs)[jd][id])
{
  for (size_t k = 1; k <= nz; k++)
    for (size_t j = 1; j <= ny; j++)
      for (size_t i = 1; i <= nx; i++)
	{
	  double r[5] = { rhs[k][j][i][0], rhs[k][j][i][1], rhs[k][j][i][2],
			  rhs[k][j][i][3], rhs[k][j][i][4] };
	  tzetar_point (bt, c2iv, u[k][j][i][0], us[k][j][i], vs[k][j][i],
			ws[k][j][i], speed[k][j][i], qs[k][j][i], r,
			rhs[k][j][i]);
	}
}

HL_KERNEL void
tzetar_soa (size_t nx, size_t ny, size_t nz, size_t kd, size_t jd,
	    size_t id, double bt, double c2iv,
	    double (*restrict rhs)[kd][jd][id],
	    const double (*restrict u)[kd][jd][id],
	    const double (*restrict us)[jd][id],
	    const double (*restrict vs)[jd][id],
	    const double (*restrict ws)[jd][id],
	    const double (*restrict speed)[jd][id],
	    const double (*restrict qs)[jd][id])
{
  for (size_t k = 1; k <= nz; k++)
    for (size_t j = 1; j <= ny; j++)
      for (size_t i = 1; i <= nx; i++)
	{
	  double r[5], o[5];
	  for (int m = 0; m < 5; m++)
	    r[m] = rhs[m][k][j][i];
	  tzetar_point (bt, c2iv, u[0][k][j][i], us[k][j][i], vs[k][j][i],
			ws[k][j][i], speed[k][j][i], qs[k][j][i], r, o);
	  for (int m = 0; m < 5; m++)
	    rhs[m][k][j][i] = o[m];
	}
}

HL_REFERENCE static void
tzetar_ref (size_t nx, size_t ny, size_t nz, size_t jd, size_t id, double bt,
	    double c2iv, double (*rhs)[jd][id][5],
	    const double (*u)[jd][id][5], const double (*us)[jd][id],
	    const double (*vs)[jd][id], const double (*ws)[jd][id],
	    const double (*speed)[jd][id], const double (*qs)[jd][id])
{
  for (size_t k = 1; k <= nz; k++)
    for (size_t j = 1; j <= ny; j++)
      for (size_t i = 1; i <= nx; i++)
	{
	  double r[5] = { rhs[k][j][i][0], rhs[k][j][i][1], rhs[k][j][i][2],
			  rhs[k][j][i][3], rhs[k][j][i][4] };
	  tzetar_point (bt, c2iv, u[k][j][i][0], us[k][j][i], vs[k][j][i],
			ws[k][j][i], speed[k][j][i], qs[k][j][i], r,
			rhs[k][j][i]);
	}
}

enum { US, VS, WS, SPEED, QS, NFIELDS3 };

struct ctx
{
  size_t nx, ny, nz, id, jd, kd, points;
  double bt, c2iv;
  double *f3[NFIELDS3];			/* us, vs, ws, speed, qs.  */
  double *u, *rhs, *rhs0;		/* AoS [k][j][i][5].  */
  double *su[5], *srhs[5], *srhs0;	/* SoA [5][k][j][i], one block.  */
  double *want;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  struct hl_grid g = hl_grid3 (n);
  size_t pts;
  c->nx = g.n1;
  c->ny = g.n2;
  c->nz = g.n3;
  c->id = g.n1 + 2;
  c->jd = g.n2 + 2;
  c->kd = g.n3 + 2;
  pts = c->points = c->id * c->jd * c->kd;
  *work = g.n1 * g.n2 * g.n3;
  c->bt = 0.70710678118654752;	/* sqrt (0.5), as in SP.  */
  c->c2iv = 2.5;
  for (int f = 0; f < NFIELDS3; f++)
    c->f3[f] = hl_alloc (pts, sizeof (double));
  hl_fill_f64 (c->f3[US], pts, &rng, -0.5, 0.5);
  hl_fill_f64 (c->f3[VS], pts, &rng, -0.5, 0.5);
  hl_fill_f64 (c->f3[WS], pts, &rng, -0.5, 0.5);
  hl_fill_f64 (c->f3[SPEED], pts, &rng, 1, 2);
  hl_fill_f64 (c->f3[QS], pts, &rng, 0, 0.5);
  c->u = hl_alloc (5 * pts, sizeof (double));
  c->rhs = hl_alloc (5 * pts, sizeof (double));
  hl_fill_f64 (c->u, 5 * pts, &rng, 0.5, 1.5);
  hl_fill_f64 (c->rhs, 5 * pts, &rng, -1, 1);
  c->rhs0 = hl_dup (c->rhs, 5 * pts, sizeof (double));
  c->su[0] = hl_alloc (5 * pts, sizeof (double));
  c->srhs[0] = hl_alloc (5 * pts, sizeof (double));
  for (int m = 1; m < 5; m++)
    {
      c->su[m] = c->su[0] + m * pts;
      c->srhs[m] = c->srhs[0] + m * pts;
    }
  hl_split_f64 (c->u, 5, pts, c->su);
  hl_split_f64 (c->rhs, 5, pts, c->srhs);
  c->srhs0 = hl_dup (c->srhs[0], 5 * pts, sizeof (double));
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_dup (c->rhs, 5 * c->points, sizeof (double));
  tzetar_ref (c->nx, c->ny, c->nz, c->jd, c->id, c->bt, c->c2iv,
	      (void *) c->want, (void *) c->u, (void *) c->f3[US],
	      (void *) c->f3[VS], (void *) c->f3[WS], (void *) c->f3[SPEED],
	      (void *) c->f3[QS]);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  tzetar_aos (c->nx, c->ny, c->nz, c->jd, c->id, c->bt, c->c2iv,
	      (void *) c->rhs, (void *) c->u, (void *) c->f3[US],
	      (void *) c->f3[VS], (void *) c->f3[WS], (void *) c->f3[SPEED],
	      (void *) c->f3[QS]);
  return c->rhs[5 * c->points / 2];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  tzetar_soa (c->nx, c->ny, c->nz, c->kd, c->jd, c->id, c->bt, c->c2iv,
	      (void *) c->srhs[0], (void *) c->su[0], (void *) c->f3[US],
	      (void *) c->f3[VS], (void *) c->f3[WS], (void *) c->f3[SPEED],
	      (void *) c->f3[QS]);
  return c->srhs[0][c->points / 2];
}

/* rhs grows or shrinks geometrically over runs: restore it.  */
static void
reset (void *p)
{
  struct ctx *c = p;
  memcpy (c->rhs, c->rhs0, 5 * c->points * sizeof (double));
  memcpy (c->srhs[0], c->srhs0, 5 * c->points * sizeof (double));
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  static const char *const what[5] = { "rhs0", "rhs1", "rhs2", "rhs3", "rhs4" };
  if (!soa)
    return hl_expect_f64 ("rhs", c->rhs, 1, c->want, 1, 5 * c->points);
  for (int m = 0; m < 5; m++)
    if (hl_expect_f64 (what[m], c->srhs[m], 1, c->want + m, 5, c->points))
      return 1;
  return 0;
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "sp_tzetar", .check_sizes = hl_sizes_3d,
    .n_check_sizes = hl_n_sizes_3d, .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify, .reset = reset,
  };
  return hl_main (argc, argv, &k);
}
