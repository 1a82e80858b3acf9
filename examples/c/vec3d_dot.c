/* vec3d_dot (variant of vec3_dot): d[i] = a[i] . b[i] over arrays of
   struct {double x, y, z} (stride 3), one double out per element.  */

#include "harness.h"
#include "vec3.h"

HL_KERNEL void
dotd_aos (size_t n, const vec3d *restrict a, const vec3d *restrict b,
	  double *restrict d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}

HL_KERNEL void
dotd_soa (size_t n, const double *restrict ax, const double *restrict ay,
	  const double *restrict az, const double *restrict bx,
	  const double *restrict by, const double *restrict bz,
	  double *restrict d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = ax[i] * bx[i] + ay[i] * by[i] + az[i] * bz[i];
}

HL_REFERENCE static void
dotd_ref (size_t n, const vec3d *a, const vec3d *b, double *d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}

struct ctx
{
  size_t n;
  vec3d *a, *b;
  double *d, *sa[3], *sb[3], *sd, *want;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->a = hl_alloc (n, sizeof *c->a);
  c->b = hl_alloc (n, sizeof *c->b);
  c->d = hl_alloc (n, sizeof *c->d);
  c->sd = hl_alloc (n, sizeof *c->sd);
  hl_fill_f64 ((double *) c->a, 3 * n, &rng, -2, 2);
  hl_fill_f64 ((double *) c->b, 3 * n, &rng, -2, 2);
  for (int f = 0; f < 3; f++)
    {
      c->sa[f] = hl_alloc (n, sizeof (double));
      c->sb[f] = hl_alloc (n, sizeof (double));
    }
  hl_split_f64 ((double *) c->a, 3, n, c->sa);
  hl_split_f64 ((double *) c->b, 3, n, c->sb);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  dotd_ref (c->n, c->a, c->b, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  dotd_aos (c->n, c->a, c->b, c->d);
  return c->d[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  dotd_soa (c->n, c->sa[0], c->sa[1], c->sa[2], c->sb[0], c->sb[1], c->sb[2],
	    c->sd);
  return c->sd[0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  return hl_expect_f64 ("d", soa ? c->sd : c->d, 1, c->want, 1, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3d_dot", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
