/* vec3_dot (Group I): d[i] = a[i] . b[i] over arrays of struct
   {float x, y, z} (stride 3), one float out per element.  */

#include "harness.h"
#include "vec3.h"

static inline float
dot (float ax, float ay, float az, float bx, float by, float bz)
{
  return ax * bx + ay * by + az * bz;
}

HL_KERNEL void
dot_aos (size_t n, const vec3f *restrict a, const vec3f *restrict b,
	 float *restrict d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = dot (a[i].x, a[i].y, a[i].z, b[i].x, b[i].y, b[i].z);
}

HL_KERNEL void
dot_soa (size_t n, const float *restrict ax, const float *restrict ay,
	 const float *restrict az, const float *restrict bx,
	 const float *restrict by, const float *restrict bz, float *restrict d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = dot (ax[i], ay[i], az[i], bx[i], by[i], bz[i]);
}

HL_REFERENCE static void
dot_ref (size_t n, const vec3f *a, const vec3f *b, float *d)
{
  for (size_t i = 0; i < n; i++)
    d[i] = dot (a[i].x, a[i].y, a[i].z, b[i].x, b[i].y, b[i].z);
}

struct ctx
{
  size_t n;
  vec3f *a, *b;
  float *d;
  float *sa[3], *sb[3], *sd;
  float *want;
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
  hl_fill_f32 ((float *) c->a, 3 * n, &rng, -2, 2);
  hl_fill_f32 ((float *) c->b, 3 * n, &rng, -2, 2);
  for (int f = 0; f < 3; f++)
    {
      c->sa[f] = hl_alloc (n, sizeof (float));
      c->sb[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 ((float *) c->a, 3, n, c->sa);
  hl_split_f32 ((float *) c->b, 3, n, c->sb);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  dot_ref (c->n, c->a, c->b, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  dot_aos (c->n, c->a, c->b, c->d);
  return c->d[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  dot_soa (c->n, c->sa[0], c->sa[1], c->sa[2], c->sb[0], c->sb[1], c->sb[2],
	   c->sd);
  return c->sd[0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  return hl_expect_f32 ("d", soa ? c->sd : c->d, 1, c->want, 1, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3_dot", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
