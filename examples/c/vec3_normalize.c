/* vec3_normalize (Group I): v[i] / |v[i]| over arrays of struct
   {float x, y, z} (stride 3 in and out).  Build with -fno-math-errno, or
   sqrtf keeps an errno path that blocks vectorization.  */

#include <math.h>

#include "harness.h"
#include "vec3.h"

static inline vec3f
normalize (float x, float y, float z)
{
  float len = sqrtf (x * x + y * y + z * z);
  vec3f r = { x / len, y / len, z / len };
  return r;
}

HL_KERNEL void
normalize_aos (size_t n, const vec3f *restrict v, vec3f *restrict out)
{
  for (size_t i = 0; i < n; i++)
    out[i] = normalize (v[i].x, v[i].y, v[i].z);
}

HL_KERNEL void
normalize_soa (size_t n, const float *restrict x, const float *restrict y,
	       const float *restrict z, float *restrict ox,
	       float *restrict oy, float *restrict oz)
{
  for (size_t i = 0; i < n; i++)
    {
      vec3f r = normalize (x[i], y[i], z[i]);
      ox[i] = r.x;
      oy[i] = r.y;
      oz[i] = r.z;
    }
}

HL_REFERENCE static void
normalize_ref (size_t n, const vec3f *v, vec3f *out)
{
  for (size_t i = 0; i < n; i++)
    out[i] = normalize (v[i].x, v[i].y, v[i].z);
}

struct ctx
{
  size_t n;
  vec3f *v, *out, *want;
  float *sv[3], *so[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->v = hl_alloc (n, sizeof *c->v);
  c->out = hl_alloc (n, sizeof *c->out);
  hl_fill_f32 ((float *) c->v, 3 * n, &rng, -4, 4);
  for (int f = 0; f < 3; f++)
    {
      c->sv[f] = hl_alloc (n, sizeof (float));
      c->so[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 ((float *) c->v, 3, n, c->sv);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  normalize_ref (c->n, c->v, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  normalize_aos (c->n, c->v, c->out);
  return c->out[0].x;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  normalize_soa (c->n, c->sv[0], c->sv[1], c->sv[2], c->so[0], c->so[1],
		 c->so[2]);
  return c->so[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  const float *want = (const float *) c->want;
  if (!soa)
    return hl_expect_f32 ("out", (const float *) c->out, 1, want, 1, 3 * c->n);
  return hl_expect_f32 ("ox", c->so[0], 1, want + 0, 3, c->n)
	 || hl_expect_f32 ("oy", c->so[1], 1, want + 1, 3, c->n)
	 || hl_expect_f32 ("oz", c->so[2], 1, want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3_normalize", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
