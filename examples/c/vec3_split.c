/* vec3_split (permutation benchmark): copy an array of struct
   {float x, y, z} into three arrays, a pure deinterleave of stride 3.
   The SoA variant copies three arrays: the cost without any permute.  */

#include "harness.h"
#include "vec3.h"

HL_KERNEL void
split_aos (size_t n, const vec3f *restrict a, float *restrict x,
	   float *restrict y, float *restrict z)
{
  for (size_t i = 0; i < n; i++)
    {
      x[i] = a[i].x;
      y[i] = a[i].y;
      z[i] = a[i].z;
    }
}

HL_KERNEL void
split_soa (size_t n, const float *restrict ax, const float *restrict ay,
	   const float *restrict az, float *restrict x, float *restrict y,
	   float *restrict z)
{
  for (size_t i = 0; i < n; i++)
    {
      x[i] = ax[i];
      y[i] = ay[i];
      z[i] = az[i];
    }
}

struct ctx
{
  size_t n;
  vec3f *a;
  float *sa[3], *out[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->a = hl_alloc (n, sizeof *c->a);
  hl_fill_f32 ((float *) c->a, 3 * n, &rng, -2, 2);
  for (int f = 0; f < 3; f++)
    {
      c->sa[f] = hl_alloc (n, sizeof (float));
      c->out[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 ((float *) c->a, 3, n, c->sa);
  return c;
}

/* The expected output is the input itself.  */
static void
reference (void *p)
{
  (void) p;
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  split_aos (c->n, c->a, c->out[0], c->out[1], c->out[2]);
  return c->out[2][0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  split_soa (c->n, c->sa[0], c->sa[1], c->sa[2], c->out[0], c->out[1],
	     c->out[2]);
  return c->out[2][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  (void) soa;
  const float *want = (const float *) c->a;
  return hl_expect_f32 ("x", c->out[0], 1, want + 0, 3, c->n)
	 || hl_expect_f32 ("y", c->out[1], 1, want + 1, 3, c->n)
	 || hl_expect_f32 ("z", c->out[2], 1, want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3_split", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
