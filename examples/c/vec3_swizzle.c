/* vec3_swizzle (permutation benchmark): every output field mixes other
   input fields, c.x = a.y + a.z, c.y = a.z * a.x, c.z = a.x - a.y, so
   the loop needs a real transpose in and out.  */

#include "harness.h"
#include "vec3.h"

HL_KERNEL void
swizzle_aos (size_t n, const vec3f *restrict a, vec3f *restrict c)
{
  for (size_t i = 0; i < n; i++)
    {
      c[i].x = a[i].y + a[i].z;
      c[i].y = a[i].z * a[i].x;
      c[i].z = a[i].x - a[i].y;
    }
}

HL_KERNEL void
swizzle_soa (size_t n, const float *restrict ax, const float *restrict ay,
	     const float *restrict az, float *restrict cx,
	     float *restrict cy, float *restrict cz)
{
  for (size_t i = 0; i < n; i++)
    {
      cx[i] = ay[i] + az[i];
      cy[i] = az[i] * ax[i];
      cz[i] = ax[i] - ay[i];
    }
}

HL_REFERENCE static void
swizzle_ref (size_t n, const vec3f *a, vec3f *c)
{
  for (size_t i = 0; i < n; i++)
    {
      c[i].x = a[i].y + a[i].z;
      c[i].y = a[i].z * a[i].x;
      c[i].z = a[i].x - a[i].y;
    }
}

struct ctx
{
  size_t n;
  vec3f *a, *c, *want;
  float *sa[3], *sc[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->a = hl_alloc (n, sizeof *c->a);
  c->c = hl_alloc (n, sizeof *c->c);
  hl_fill_f32 ((float *) c->a, 3 * n, &rng, -2, 2);
  for (int f = 0; f < 3; f++)
    {
      c->sa[f] = hl_alloc (n, sizeof (float));
      c->sc[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 ((float *) c->a, 3, n, c->sa);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  swizzle_ref (c->n, c->a, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  swizzle_aos (c->n, c->a, c->c);
  return c->c[0].z;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  swizzle_soa (c->n, c->sa[0], c->sa[1], c->sa[2], c->sc[0], c->sc[1],
	       c->sc[2]);
  return c->sc[2][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  const float *want = (const float *) c->want;
  if (!soa)
    return hl_expect_f32 ("c", (const float *) c->c, 1, want, 1, 3 * c->n);
  return hl_expect_f32 ("cx", c->sc[0], 1, want + 0, 3, c->n)
	 || hl_expect_f32 ("cy", c->sc[1], 1, want + 1, 3, c->n)
	 || hl_expect_f32 ("cz", c->sc[2], 1, want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3_swizzle", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
