/* mg_resid (Group II): the residual r = v - A u of NPB MG, A the 27-point
   stencil with coefficients a[0] (centre), a[1] (6 faces), a[2] (12 edges),
   a[3] (8 corners), over 3-D double arrays [m3][m2][m1] with a one-point
   halo.  As in MG, two line buffers hold the sums of the four face and the
   four edge neighbours in the (i2, i3) plane, so the i1 loop reuses them.
   Not AoS: no SoA variant.  */

#include "harness.h"

HL_KERNEL void
resid (size_t m1, size_t m2, size_t m3, const double a[restrict 4],
       const double (*restrict u)[m2][m1], const double (*restrict v)[m2][m1],
       double (*restrict r)[m2][m1], double *restrict u1,
       double *restrict u2)
{
  for (size_t i3 = 1; i3 + 1 < m3; i3++)
    for (size_t i2 = 1; i2 + 1 < m2; i2++)
      {
	for (size_t i1 = 0; i1 < m1; i1++)
	  {
	    u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]
		     + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
	    u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1]
		     + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
	  }
	for (size_t i1 = 1; i1 + 1 < m1; i1++)
	  r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1]
			  - a[1] * (u[i3][i2][i1 - 1] + u[i3][i2][i1 + 1]
				    + u1[i1])
			  - a[2] * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
			  - a[3] * (u2[i1 - 1] + u2[i1 + 1]);
      }
}

HL_REFERENCE static void
resid_ref (size_t m1, size_t m2, size_t m3, const double a[4],
	   const double (*u)[m2][m1], const double (*v)[m2][m1],
	   double (*r)[m2][m1], double *u1, double *u2)
{
  for (size_t i3 = 1; i3 + 1 < m3; i3++)
    for (size_t i2 = 1; i2 + 1 < m2; i2++)
      {
	for (size_t i1 = 0; i1 < m1; i1++)
	  {
	    u1[i1] = u[i3][i2 - 1][i1] + u[i3][i2 + 1][i1]
		     + u[i3 - 1][i2][i1] + u[i3 + 1][i2][i1];
	    u2[i1] = u[i3 - 1][i2 - 1][i1] + u[i3 - 1][i2 + 1][i1]
		     + u[i3 + 1][i2 - 1][i1] + u[i3 + 1][i2 + 1][i1];
	  }
	for (size_t i1 = 1; i1 + 1 < m1; i1++)
	  r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1]
			  - a[1] * (u[i3][i2][i1 - 1] + u[i3][i2][i1 + 1]
				    + u1[i1])
			  - a[2] * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
			  - a[3] * (u2[i1 - 1] + u2[i1 + 1]);
      }
}

struct ctx
{
  size_t m1, m2, m3, points;
  double a[4];
  double *u, *v, *r, *u1, *u2, *want;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  struct hl_grid g = hl_grid3 (n);
  c->m1 = g.n1 + 2;
  c->m2 = g.n2 + 2;
  c->m3 = g.n3 + 2;
  c->points = c->m1 * c->m2 * c->m3;
  *work = g.n1 * g.n2 * g.n3;
  /* MG's A: -8/3 at the centre, 0 on faces, 1/6 on edges, 1/12 at corners.  */
  c->a[0] = -8.0 / 3.0;
  c->a[1] = 0.0;
  c->a[2] = 1.0 / 6.0;
  c->a[3] = 1.0 / 12.0;
  c->u = hl_alloc (c->points, sizeof (double));
  c->v = hl_alloc (c->points, sizeof (double));
  c->r = hl_alloc (c->points, sizeof (double));
  c->u1 = hl_alloc (c->m1, sizeof (double));
  c->u2 = hl_alloc (c->m1, sizeof (double));
  hl_fill_f64 (c->u, c->points, &rng, -1, 1);
  hl_fill_f64 (c->v, c->points, &rng, -1, 1);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  double *u1 = hl_alloc (c->m1, sizeof (double));
  double *u2 = hl_alloc (c->m1, sizeof (double));
  c->want = hl_alloc (c->points, sizeof (double));
  resid_ref (c->m1, c->m2, c->m3, c->a, (void *) c->u,
	     (void *) c->v, (void *) c->want, u1, u2);
}

static double
run (void *p)
{
  struct ctx *c = p;
  resid (c->m1, c->m2, c->m3, c->a, (void *) c->u, (void *) c->v,
	 (void *) c->r, c->u1, c->u2);
  return c->r[c->points / 2];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  (void) soa;
  return hl_expect_f64 ("r", c->r, 1, c->want, 1, c->points);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "mg_resid", .check_sizes = hl_sizes_3d,
    .n_check_sizes = hl_n_sizes_3d, .setup = setup, .reference = reference,
    .run_aos = run, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
