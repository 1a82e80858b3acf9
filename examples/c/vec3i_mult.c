/* vec3i_mult (variant of vec3_mult): c[i] = a[i] * b[i] component-wise
   over arrays of struct {int32_t x, y, z} (stride 3 in and out).  Inputs
   stay within +-2^15, so no product overflows.  */

#include "harness.h"
#include "vec3.h"

HL_KERNEL void
multi_aos (size_t n, const vec3i *restrict a, const vec3i *restrict b,
	   vec3i *restrict c)
{
  for (size_t i = 0; i < n; i++)
    {
      c[i].x = a[i].x * b[i].x;
      c[i].y = a[i].y * b[i].y;
      c[i].z = a[i].z * b[i].z;
    }
}

HL_KERNEL void
multi_soa (size_t n, const int32_t *restrict ax, const int32_t *restrict ay,
	   const int32_t *restrict az, const int32_t *restrict bx,
	   const int32_t *restrict by, const int32_t *restrict bz,
	   int32_t *restrict cx, int32_t *restrict cy, int32_t *restrict cz)
{
  for (size_t i = 0; i < n; i++)
    {
      cx[i] = ax[i] * bx[i];
      cy[i] = ay[i] * by[i];
      cz[i] = az[i] * bz[i];
    }
}

HL_REFERENCE static void
multi_ref (size_t n, const vec3i *a, const vec3i *b, vec3i *c)
{
  for (size_t i = 0; i < n; i++)
    {
      c[i].x = a[i].x * b[i].x;
      c[i].y = a[i].y * b[i].y;
      c[i].z = a[i].z * b[i].z;
    }
}

struct ctx
{
  size_t n;
  vec3i *a, *b, *c, *want;
  int32_t *sa[3], *sb[3], *sc[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->a = hl_alloc (n, sizeof *c->a);
  c->b = hl_alloc (n, sizeof *c->b);
  c->c = hl_alloc (n, sizeof *c->c);
  hl_fill_i32 ((int32_t *) c->a, 3 * n, &rng, -32768, 32767);
  hl_fill_i32 ((int32_t *) c->b, 3 * n, &rng, -32768, 32767);
  for (int f = 0; f < 3; f++)
    {
      c->sa[f] = hl_alloc (n, sizeof (int32_t));
      c->sb[f] = hl_alloc (n, sizeof (int32_t));
      c->sc[f] = hl_alloc (n, sizeof (int32_t));
    }
  hl_split_i32 ((int32_t *) c->a, 3, n, c->sa);
  hl_split_i32 ((int32_t *) c->b, 3, n, c->sb);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, sizeof *c->want);
  multi_ref (c->n, c->a, c->b, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  multi_aos (c->n, c->a, c->b, c->c);
  return c->c[0].z;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  multi_soa (c->n, c->sa[0], c->sa[1], c->sa[2], c->sb[0], c->sb[1],
	     c->sb[2], c->sc[0], c->sc[1], c->sc[2]);
  return c->sc[2][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  const int32_t *want = (const int32_t *) c->want;
  if (!soa)
    return hl_expect_i32 ("c", (const int32_t *) c->c, 1, want, 1, 3 * c->n);
  return hl_expect_i32 ("cx", c->sc[0], 1, want + 0, 3, c->n)
	 || hl_expect_i32 ("cy", c->sc[1], 1, want + 1, 3, c->n)
	 || hl_expect_i32 ("cz", c->sc[2], 1, want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "vec3i_mult", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
