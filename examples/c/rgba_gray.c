/* rgba_gray (stride-4 variant): 8-bit luma of RGBA pixels (unsigned char,
   stride 4 in, alpha ignored; stride 1 out), BT.601 weights in 8-bit fixed
   point: (77 r + 150 g + 29 b + 128) >> 8.  */

#include "harness.h"

static inline unsigned char
luma (int r, int g, int b)
{
  return (unsigned char) ((77 * r + 150 * g + 29 * b + 128) >> 8);
}

HL_KERNEL void
gray_aos (size_t n, const unsigned char *restrict rgba,
	  unsigned char *restrict gray)
{
  for (size_t i = 0; i < n; i++)
    gray[i] = luma (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]);
}

HL_KERNEL void
gray_soa (size_t n, const unsigned char *restrict r,
	  const unsigned char *restrict g, const unsigned char *restrict b,
	  unsigned char *restrict gray)
{
  for (size_t i = 0; i < n; i++)
    gray[i] = luma (r[i], g[i], b[i]);
}

HL_REFERENCE static void
gray_ref (size_t n, const unsigned char *rgba, unsigned char *gray)
{
  for (size_t i = 0; i < n; i++)
    gray[i] = luma (rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2]);
}

struct ctx
{
  size_t n;
  unsigned char *rgba, *gray, *planes[4], *sgray, *want;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->rgba = hl_alloc (4 * n, 1);
  c->gray = hl_alloc (n, 1);
  c->sgray = hl_alloc (n, 1);
  hl_fill_u8 (c->rgba, 4 * n, &rng);
  for (int f = 0; f < 4; f++)
    c->planes[f] = hl_alloc (n, 1);
  hl_split_u8 (c->rgba, 4, n, c->planes);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (c->n, 1);
  gray_ref (c->n, c->rgba, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  gray_aos (c->n, c->rgba, c->gray);
  return c->gray[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  gray_soa (c->n, c->planes[0], c->planes[1], c->planes[2], c->sgray);
  return c->sgray[0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  return hl_expect_u8 ("gray", soa ? c->sgray : c->gray, 1, c->want, 1, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "rgba_gray", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
