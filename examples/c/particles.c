/* particles (stride-6 variant): explicit position update x += vx dt,
   y += vy dt, z += vz dt over arrays of struct {float x, y, z, vx, vy, vz}
   (stride 6, three fields read-write, three read-only), in place.  */

#include "harness.h"

typedef struct { float x, y, z, vx, vy, vz; } particle;

_Static_assert (sizeof (particle) == 6 * sizeof (float), "particle is packed");

HL_KERNEL void
advance_aos (size_t n, particle *p, float dt)
{
  for (size_t i = 0; i < n; i++)
    {
      p[i].x += p[i].vx * dt;
      p[i].y += p[i].vy * dt;
      p[i].z += p[i].vz * dt;
    }
}

HL_KERNEL void
advance_soa (size_t n, float *restrict x, float *restrict y,
	     float *restrict z, const float *restrict vx,
	     const float *restrict vy, const float *restrict vz, float dt)
{
  for (size_t i = 0; i < n; i++)
    {
      x[i] += vx[i] * dt;
      y[i] += vy[i] * dt;
      z[i] += vz[i] * dt;
    }
}

HL_REFERENCE static void
advance_ref (size_t n, particle *p, float dt)
{
  for (size_t i = 0; i < n; i++)
    {
      p[i].x += p[i].vx * dt;
      p[i].y += p[i].vy * dt;
      p[i].z += p[i].vz * dt;
    }
}

struct ctx
{
  size_t n;
  float dt;
  particle *p, *want;
  float *sp[6];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->dt = 0.01f;
  c->p = hl_alloc (n, sizeof *c->p);
  hl_fill_f32 ((float *) c->p, 6 * n, &rng, -1, 1);
  for (int f = 0; f < 6; f++)
    c->sp[f] = hl_alloc (n, sizeof (float));
  hl_split_f32 ((float *) c->p, 6, n, c->sp);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_dup (c->p, c->n, sizeof *c->p);
  advance_ref (c->n, c->want, c->dt);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  advance_aos (c->n, c->p, c->dt);
  return c->p[0].x;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  advance_soa (c->n, c->sp[0], c->sp[1], c->sp[2], c->sp[3], c->sp[4],
	       c->sp[5], c->dt);
  return c->sp[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  static const char *const what[6] = { "x", "y", "z", "vx", "vy", "vz" };
  const float *want = (const float *) c->want;
  if (!soa)
    return hl_expect_f32 ("p", (const float *) c->p, 1, want, 1, 6 * c->n);
  for (int f = 0; f < 6; f++)
    if (hl_expect_f32 (what[f], c->sp[f], 1, want + f, 6, c->n))
      return 1;
  return 0;
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "particles", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
