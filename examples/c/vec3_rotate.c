/* vec3_rotate (Group I): out[i] = R v[i] with a loop-invariant 3x3 matrix
   R, over arrays of struct {float x, y, z} (stride 3 in and out).  */

#include <math.h>

#include "harness.h"
#include "vec3.h"

typedef struct { float m[3][3]; } mat3f;

static inline vec3f
apply (const mat3f *r, float x, float y, float z)
{
  vec3f o = {
    r->m[0][0] * x + r->m[0][1] * y + r->m[0][2] * z,
    r->m[1][0] * x + r->m[1][1] * y + r->m[1][2] * z,
    r->m[2][0] * x + r->m[2][1] * y + r->m[2][2] * z,
  };
  return o;
}

HL_KERNEL void
rotate_aos (size_t n, mat3f r, const vec3f *restrict v, vec3f *restrict out)
{
  for (size_t i = 0; i < n; i++)
    out[i] = apply (&r, v[i].x, v[i].y, v[i].z);
}

HL_KERNEL void
rotate_soa (size_t n, mat3f r, const float *restrict x,
	    const float *restrict y, const float *restrict z,
	    float *restrict ox, float *restrict oy, float *restrict oz)
{
  for (size_t i = 0; i < n; i++)
    {
      vec3f o = apply (&r, x[i], y[i], z[i]);
      ox[i] = o.x;
      oy[i] = o.y;
      oz[i] = o.z;
    }
}

HL_REFERENCE static void
rotate_ref (size_t n, mat3f r, const vec3f *v, vec3f *out)
{
  for (size_t i = 0; i < n; i++)
    out[i] = apply (&r, v[i].x, v[i].y, v[i].z);
}

/* Rotation by angle T about the unit axis (ux, uy, uz).  */
static mat3f
rotation (double t, double ux, double uy, double uz)
{
  double c = cos (t), s = sin (t), k = 1 - c;
  mat3f r = { {
    { (float) (c + ux * ux * k), (float) (ux * uy * k - uz * s),
      (float) (ux * uz * k + uy * s) },
    { (float) (uy * ux * k + uz * s), (float) (c + uy * uy * k),
      (float) (uy * uz * k - ux * s) },
    { (float) (uz * ux * k - uy * s), (float) (uz * uy * k + ux * s),
      (float) (c + uz * uz * k) },
  } };
  return r;
}

struct ctx
{
  size_t n;
  mat3f r;
  vec3f *v, *out, *want;
  float *sv[3], *so[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->r = rotation (0.7, 0.48, 0.6, 0.64);
  c->v = hl_alloc (n, sizeof *c->v);
  c->out = hl_alloc (n, sizeof *c->out);
  hl_fill_f32 ((float *) c->v, 3 * n, &rng, -2, 2);
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
  rotate_ref (c->n, c->r, c->v, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  rotate_aos (c->n, c->r, c->v, c->out);
  return c->out[0].y;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  rotate_soa (c->n, c->r, c->sv[0], c->sv[1], c->sv[2], c->so[0], c->so[1],
	      c->so[2]);
  return c->so[1][0];
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
    .name = "vec3_rotate", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
