/* csaxpy (Group II): y += x * c over interleaved complex floats
   (float [2 * n], stride 2), updated in place.  The pointers are not
   restrict: y may alias x or c as far as the compiler knows.  */

#include <math.h>

#include "harness.h"

HL_KERNEL void
csaxpy_aos (size_t n, float *y, const float *x, const float *c)
{
  for (size_t i = 0; i < n; i++)
    {
      y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

HL_KERNEL void
csaxpy_soa (size_t n, float *yr, float *yi, const float *xr, const float *xi,
	    const float *cr, const float *ci)
{
  for (size_t i = 0; i < n; i++)
    {
      yr[i] += xr[i] * cr[i] - xi[i] * ci[i];
      yi[i] += xr[i] * ci[i] + xi[i] * cr[i];
    }
}

HL_REFERENCE static void
csaxpy_ref (size_t n, float *y, const float *x, const float *c)
{
  for (size_t i = 0; i < n; i++)
    {
      y[2 * i] += x[2 * i] * c[2 * i] - x[2 * i + 1] * c[2 * i + 1];
      y[2 * i + 1] += x[2 * i] * c[2 * i + 1] + x[2 * i + 1] * c[2 * i];
    }
}

struct ctx
{
  size_t n;
  float *y, *x, *c;
  float *sy[2], *sx[2], *sc[2];
  float *want, *scale;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->y = hl_alloc (2 * n, sizeof (float));
  c->x = hl_alloc (2 * n, sizeof (float));
  c->c = hl_alloc (2 * n, sizeof (float));
  hl_fill_f32 (c->y, 2 * n, &rng, -1, 1);
  hl_fill_f32 (c->x, 2 * n, &rng, -1, 1);
  hl_fill_f32 (c->c, 2 * n, &rng, -1, 1);
  for (int f = 0; f < 2; f++)
    {
      c->sy[f] = hl_alloc (n, sizeof (float));
      c->sx[f] = hl_alloc (n, sizeof (float));
      c->sc[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 (c->y, 2, n, c->sy);
  hl_split_f32 (c->x, 2, n, c->sx);
  hl_split_f32 (c->c, 2, n, c->sc);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  size_t n = c->n;
  c->want = hl_dup (c->y, 2 * n, sizeof (float));
  c->scale = hl_alloc (2 * n, sizeof (float));
  /* Magnitudes of the terms of each sum, for hl_expect_f32_fused.  */
  for (size_t i = 0; i < n; i++)
    {
      float xr = c->x[2 * i], xi = c->x[2 * i + 1];
      float cr = c->c[2 * i], ci = c->c[2 * i + 1];
      c->scale[2 * i] = fabsf (c->y[2 * i]) + fabsf (xr * cr) + fabsf (xi * ci);
      c->scale[2 * i + 1]
	= fabsf (c->y[2 * i + 1]) + fabsf (xr * ci) + fabsf (xi * cr);
    }
  csaxpy_ref (n, c->want, c->x, c->c);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  csaxpy_aos (c->n, c->y, c->x, c->c);
  return c->y[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  csaxpy_soa (c->n, c->sy[0], c->sy[1], c->sx[0], c->sx[1], c->sc[0],
	      c->sc[1]);
  return c->sy[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  if (!soa)
    return hl_expect_f32_fused ("y", c->y, 1, c->want, 1, c->scale, 1,
				2 * c->n);
  return hl_expect_f32_fused ("yr", c->sy[0], 1, c->want, 2, c->scale, 2, c->n)
	 || hl_expect_f32_fused ("yi", c->sy[1], 1, c->want + 1, 2,
				 c->scale + 1, 2, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "csaxpy", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
