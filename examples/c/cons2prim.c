/* cons2prim (stride-5 variant): conservative to primitive variables of
   compressible flow, q = (rho, u, v, w, p) from (rho, rho u, rho v, rho w,
   E), over arrays of double[5] (stride 5 in and out).  */

#include "harness.h"

static inline void
to_primitive (double gm1, const double s[5], double q[5])
{
  double inv = 1.0 / s[0];
  double ke = 0.5 * (s[1] * s[1] + s[2] * s[2] + s[3] * s[3]) * inv;
  q[0] = s[0];
  q[1] = s[1] * inv;
  q[2] = s[2] * inv;
  q[3] = s[3] * inv;
  q[4] = gm1 * (s[4] - ke);
}

HL_KERNEL void
cons2prim_aos (size_t n, double gm1, const double (*restrict s)[5],
	       double (*restrict q)[5])
{
  for (size_t i = 0; i < n; i++)
    to_primitive (gm1, s[i], q[i]);
}

HL_KERNEL void
cons2prim_soa (size_t n, double gm1, const double *restrict rho,
	       const double *restrict mx, const double *restrict my,
	       const double *restrict mz, const double *restrict e,
	       double *restrict qrho, double *restrict qu, double *restrict qv,
	       double *restrict qw, double *restrict qp)
{
  for (size_t i = 0; i < n; i++)
    {
      double s[5] = { rho[i], mx[i], my[i], mz[i], e[i] }, q[5];
      to_primitive (gm1, s, q);
      qrho[i] = q[0];
      qu[i] = q[1];
      qv[i] = q[2];
      qw[i] = q[3];
      qp[i] = q[4];
    }
}

HL_REFERENCE static void
cons2prim_ref (size_t n, double gm1, const double (*s)[5], double (*q)[5])
{
  for (size_t i = 0; i < n; i++)
    to_primitive (gm1, s[i], q[i]);
}

struct ctx
{
  size_t n;
  double gm1;
  double (*s)[5], (*q)[5], (*want)[5];
  double *ss[5], *sq[5];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->gm1 = 0.4;
  c->s = hl_alloc (n, sizeof *c->s);
  c->q = hl_alloc (n, sizeof *c->q);
  for (size_t i = 0; i < n; i++)
    {
      hl_fill_f64 (&c->s[i][0], 1, &rng, 0.5, 2);
      hl_fill_f64 (&c->s[i][1], 3, &rng, -1, 1);
      hl_fill_f64 (&c->s[i][4], 1, &rng, 2, 4);
    }
  for (int f = 0; f < 5; f++)
    {
      c->ss[f] = hl_alloc (n, sizeof (double));
      c->sq[f] = hl_alloc (n, sizeof (double));
    }
  hl_split_f64 (&c->s[0][0], 5, n, c->ss);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  cons2prim_ref (c->n, c->gm1, (void *) c->s, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  cons2prim_aos (c->n, c->gm1, (void *) c->s, c->q);
  return c->q[0][4];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  cons2prim_soa (c->n, c->gm1, c->ss[0], c->ss[1], c->ss[2], c->ss[3],
		 c->ss[4], c->sq[0], c->sq[1], c->sq[2], c->sq[3], c->sq[4]);
  return c->sq[4][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  static const char *const what[5] = { "rho", "u", "v", "w", "p" };
  const double *want = &c->want[0][0];
  if (!soa)
    return hl_expect_f64 ("q", &c->q[0][0], 1, want, 1, 5 * c->n);
  for (int f = 0; f < 5; f++)
    if (hl_expect_f64 (what[f], c->sq[f], 1, want + f, 5, c->n))
      return 1;
  return 0;
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "cons2prim", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
