/* rgb2yuv (Group I): packed 8-bit RGB to packed YUV 4:4:4 (BT.601, 8-bit
   fixed point), unsigned char pixels of stride 3 in and out.  The sums are
   formed in int and narrowed back; every result is in range, no clamp.  */

#include "harness.h"

typedef struct { unsigned char c0, c1, c2; } px3;

static inline px3
to_yuv (int r, int g, int b)
{
  /* The 128 << 8 bias keeps U and V sums non-negative before the shift.  */
  px3 o = {
    (unsigned char) (((66 * r + 129 * g + 25 * b + 128) >> 8) + 16),
    (unsigned char) ((-38 * r - 74 * g + 112 * b + 128 + (128 << 8)) >> 8),
    (unsigned char) ((112 * r - 94 * g - 18 * b + 128 + (128 << 8)) >> 8),
  };
  return o;
}

HL_KERNEL void
rgb2yuv_aos (size_t n, const unsigned char *restrict rgb,
	     unsigned char *restrict yuv)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_yuv (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]);
      yuv[3 * i] = o.c0;
      yuv[3 * i + 1] = o.c1;
      yuv[3 * i + 2] = o.c2;
    }
}

HL_KERNEL void
rgb2yuv_soa (size_t n, const unsigned char *restrict r,
	     const unsigned char *restrict g, const unsigned char *restrict b,
	     unsigned char *restrict y, unsigned char *restrict u,
	     unsigned char *restrict v)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_yuv (r[i], g[i], b[i]);
      y[i] = o.c0;
      u[i] = o.c1;
      v[i] = o.c2;
    }
}

HL_REFERENCE static void
rgb2yuv_ref (size_t n, const unsigned char *rgb, unsigned char *yuv)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_yuv (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]);
      yuv[3 * i] = o.c0;
      yuv[3 * i + 1] = o.c1;
      yuv[3 * i + 2] = o.c2;
    }
}

struct ctx
{
  size_t n;
  unsigned char *rgb, *yuv, *want;
  unsigned char *srgb[3], *syuv[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->rgb = hl_alloc (3 * n, 1);
  c->yuv = hl_alloc (3 * n, 1);
  hl_fill_u8 (c->rgb, 3 * n, &rng);
  for (int f = 0; f < 3; f++)
    {
      c->srgb[f] = hl_alloc (n, 1);
      c->syuv[f] = hl_alloc (n, 1);
    }
  hl_split_u8 (c->rgb, 3, n, c->srgb);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (3 * c->n, 1);
  rgb2yuv_ref (c->n, c->rgb, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  rgb2yuv_aos (c->n, c->rgb, c->yuv);
  return c->yuv[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  rgb2yuv_soa (c->n, c->srgb[0], c->srgb[1], c->srgb[2], c->syuv[0],
	       c->syuv[1], c->syuv[2]);
  return c->syuv[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  if (!soa)
    return hl_expect_u8 ("yuv", c->yuv, 1, c->want, 1, 3 * c->n);
  return hl_expect_u8 ("y", c->syuv[0], 1, c->want + 0, 3, c->n)
	 || hl_expect_u8 ("u", c->syuv[1], 1, c->want + 1, 3, c->n)
	 || hl_expect_u8 ("v", c->syuv[2], 1, c->want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "rgb2yuv", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
