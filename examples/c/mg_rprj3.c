/* mg_rprj3 (Group II): NPB MG's restriction of a fine-grid residual r
   [mk3][mk2][mk1] to the coarse grid s [mj3][mj2][mj1] (mk = 2 mj - 2):
   each interior coarse point is the 27-point full-weighting average
   (1/2, 1/4, 1/8, 1/16) around fine point 2j.  As in MG, line buffers x1
   and y1 hold plane sums at every other fine point, so the fine grid is
   read -- and x1, y1 written -- with stride 2.  Not AoS: no SoA variant.
   An element is one coarse interior point.  */

#include "harness.h"

HL_KERNEL void
rprj3 (size_t mk1, size_t mk2, const double (*restrict r)[mk2][mk1],
       size_t mj1, size_t mj2, size_t mj3, double (*restrict s)[mj2][mj1],
       double *restrict x1, double *restrict y1)
{
  for (size_t j3 = 1; j3 + 1 < mj3; j3++)
    for (size_t j2 = 1; j2 + 1 < mj2; j2++)
      {
	size_t i3 = 2 * j3 - 1, i2 = 2 * j2 - 1;
	for (size_t j1 = 1; j1 < mj1; j1++)
	  {
	    size_t i1 = 2 * j1 - 1;
	    x1[i1] = r[i3 + 1][i2][i1] + r[i3 + 1][i2 + 2][i1]
		     + r[i3][i2 + 1][i1] + r[i3 + 2][i2 + 1][i1];
	    y1[i1] = r[i3][i2][i1] + r[i3 + 2][i2][i1]
		     + r[i3][i2 + 2][i1] + r[i3 + 2][i2 + 2][i1];
	  }
	for (size_t j1 = 1; j1 + 1 < mj1; j1++)
	  {
	    size_t i1 = 2 * j1 - 1;
	    double y2 = r[i3][i2][i1 + 1] + r[i3 + 2][i2][i1 + 1]
			+ r[i3][i2 + 2][i1 + 1] + r[i3 + 2][i2 + 2][i1 + 1];
	    double x2 = r[i3 + 1][i2][i1 + 1] + r[i3 + 1][i2 + 2][i1 + 1]
			+ r[i3][i2 + 1][i1 + 1] + r[i3 + 2][i2 + 1][i1 + 1];
	    s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1]
			    + 0.25 * (r[i3 + 1][i2 + 1][i1]
				      + r[i3 + 1][i2 + 1][i1 + 2] + x2)
			    + 0.125 * (x1[i1] + x1[i1 + 2] + y2)
			    + 0.0625 * (y1[i1] + y1[i1 + 2]);
	  }
      }
}

HL_REFERENCE static void
rprj3_ref (size_t mk1, size_t mk2, const double (*r)[mk2][mk1], size_t mj1,
	   size_t mj2, size_t mj3, double (*s)[mj2][mj1], double *x1,
	   double *y1)
{
  for (size_t j3 = 1; j3 + 1 < mj3; j3++)
    for (size_t j2 = 1; j2 + 1 < mj2; j2++)
      {
	size_t i3 = 2 * j3 - 1, i2 = 2 * j2 - 1;
	for (size_t j1 = 1; j1 < mj1; j1++)
	  {
	    size_t i1 = 2 * j1 - 1;
	    x1[i1] = r[i3 + 1][i2][i1] + r[i3 + 1][i2 + 2][i1]
		     + r[i3][i2 + 1][i1] + r[i3 + 2][i2 + 1][i1];
	    y1[i1] = r[i3][i2][i1] + r[i3 + 2][i2][i1]
		     + r[i3][i2 + 2][i1] + r[i3 + 2][i2 + 2][i1];
	  }
	for (size_t j1 = 1; j1 + 1 < mj1; j1++)
	  {
	    size_t i1 = 2 * j1 - 1;
	    double y2 = r[i3][i2][i1 + 1] + r[i3 + 2][i2][i1 + 1]
			+ r[i3][i2 + 2][i1 + 1] + r[i3 + 2][i2 + 2][i1 + 1];
	    double x2 = r[i3 + 1][i2][i1 + 1] + r[i3 + 1][i2 + 2][i1 + 1]
			+ r[i3][i2 + 1][i1 + 1] + r[i3 + 2][i2 + 1][i1 + 1];
	    s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1]
			    + 0.25 * (r[i3 + 1][i2 + 1][i1]
				      + r[i3 + 1][i2 + 1][i1 + 2] + x2)
			    + 0.125 * (x1[i1] + x1[i1 + 2] + y2)
			    + 0.0625 * (y1[i1] + y1[i1 + 2]);
	  }
      }
}

struct ctx
{
  size_t mj1, mj2, mj3, mk1, mk2, mk3, coarse;
  double *r, *s, *x1, *y1, *want;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  struct hl_grid g = hl_grid3 (n);
  c->mj1 = g.n1 + 2;
  c->mj2 = g.n2 + 2;
  c->mj3 = g.n3 + 2;
  c->mk1 = 2 * c->mj1 - 2;
  c->mk2 = 2 * c->mj2 - 2;
  c->mk3 = 2 * c->mj3 - 2;
  c->coarse = c->mj1 * c->mj2 * c->mj3;
  *work = g.n1 * g.n2 * g.n3;
  c->r = hl_alloc (c->mk1 * c->mk2 * c->mk3, sizeof (double));
  c->s = hl_alloc (c->coarse, sizeof (double));
  c->x1 = hl_alloc (c->mk1, sizeof (double));
  c->y1 = hl_alloc (c->mk1, sizeof (double));
  hl_fill_f64 (c->r, c->mk1 * c->mk2 * c->mk3, &rng, -1, 1);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  double *x1 = hl_alloc (c->mk1, sizeof (double));
  double *y1 = hl_alloc (c->mk1, sizeof (double));
  c->want = hl_alloc (c->coarse, sizeof (double));
  rprj3_ref (c->mk1, c->mk2, (void *) c->r, c->mj1, c->mj2, c->mj3,
	     (void *) c->want, x1, y1);
}

static double
run (void *p)
{
  struct ctx *c = p;
  rprj3 (c->mk1, c->mk2, (void *) c->r, c->mj1, c->mj2, c->mj3,
	 (void *) c->s, c->x1, c->y1);
  return c->s[c->coarse / 2];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  (void) soa;
  return hl_expect_f64 ("s", c->s, 1, c->want, 1, c->coarse);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "mg_rprj3", .check_sizes = hl_sizes_3d,
    .n_check_sizes = hl_n_sizes_3d, .setup = setup, .reference = reference,
    .run_aos = run, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
