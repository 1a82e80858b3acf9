/* vec3_join (permutation benchmark): copy three arrays into an array of
   struct {float x, y, z}, a pure interleave of stride 3.  The SoA variant
   copies three arrays: the cost without any permute.  */

#include "harness.h"
#include "vec3.h"

HL_KERNEL void
join_aos (size_t n, const float *restrict x, const float *restrict y,
	  const float *restrict z, vec3f *restrict a)
{
  for (size_t i = 0; i < n; i++)
    {
      a[i].x = x[i];
      a[i].y = y[i];
      a[i].z = z[i];
    }
}

HL_KERNEL void
join_soa (size_t n, const float *restrict x, const float *restrict y,
	  const float *restrict z, float *restrict ax, float *restrict ay,
	  float *restrict az)
{
  for (size_t i = 0; i < n; i++)
    {
      ax[i] = x[i];
      ay[i] = y[i];
      az[i] = z[i];
    }
}

struct ctx
{
  size_t n;
  vec3f *a, *want;
  float *in[3], *sa[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->a = hl_alloc (n, sizeof *c->a);
  c->want = hl_alloc (n, sizeof *c->want);
  hl_fill_f32 ((float *) c->want, 3 * n, &rng, -2, 2);
  for (int f = 0; f < 3; f++)
    {
      c->in[f] = hl_alloc (n, sizeof (float));
      c->sa[f] = hl_alloc (n, sizeof (float));
    }
  hl_split_f32 ((float *) c->want, 3, n, c->in);
  return c;
}

/* The expected output was made by setup.  */
static void
reference (void *p)
{
  (void) p;
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  join_aos (c->n, c->in[0], c->in[1], c->in[2], c->a);
  return c->a[0].z;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  join_soa (c->n, c->in[0], c->in[1], c->in[2], c->sa[0], c->sa[1],
	    c->sa[2]);
  return c->sa[2][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  const float *want = (const float *) c->want;
  if (!soa)
    return hl_expect_f32 ("a", (const float *) c->a, 1, want, 1, 3 * c->n);
  return hl_expect_f32 ("ax", c->sa[0], 1, want + 0, 3, c->n)
	 || hl_expect_f32 ("ay", c->sa[1], 1, want + 1, 3, c->n)
	 || hl_expect_f32 ("az", c->sa[2], 1, want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3_join", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
