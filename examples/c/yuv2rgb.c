/* yuv2rgb (Group I): packed YUV 4:4:4 to packed 8-bit RGB (BT.601, 8-bit
   fixed point), unsigned char pixels of stride 3 in and out.  Sums are
   formed in int, clamped to [0, 255] and narrowed back.  */

#include "harness.h"

typedef struct { unsigned char c0, c1, c2; } px3;

/* V / 256 rounded down, for V >= -(512 << 8), without shifting a negative
   int (implementation-defined); then clamped to a byte.  */
static inline unsigned char
descale_clamp (int v)
{
  int s = ((v + (512 << 8)) >> 8) - 512;
  return (unsigned char) (s < 0 ? 0 : s > 255 ? 255 : s);
}

static inline px3
to_rgb (int y, int u, int v)
{
  int c = 298 * (y - 16) + 128, d = u - 128, e = v - 128;
  px3 o = {
    descale_clamp (c + 409 * e),
    descale_clamp (c - 100 * d - 208 * e),
    descale_clamp (c + 516 * d),
  };
  return o;
}

HL_KERNEL void
yuv2rgb_aos (size_t n, const unsigned char *restrict yuv,
	     unsigned char *restrict rgb)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_rgb (yuv[3 * i], yuv[3 * i + 1], yuv[3 * i + 2]);
      rgb[3 * i] = o.c0;
      rgb[3 * i + 1] = o.c1;
      rgb[3 * i + 2] = o.c2;
    }
}

HL_KERNEL void
yuv2rgb_soa (size_t n, const unsigned char *restrict y,
	     const unsigned char *restrict u, const unsigned char *restrict v,
	     unsigned char *restrict r, unsigned char *restrict g,
	     unsigned char *restrict b)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_rgb (y[i], u[i], v[i]);
      r[i] = o.c0;
      g[i] = o.c1;
      b[i] = o.c2;
    }
}

HL_REFERENCE static void
yuv2rgb_ref (size_t n, const unsigned char *yuv, unsigned char *rgb)
{
  for (size_t i = 0; i < n; i++)
    {
      px3 o = to_rgb (yuv[3 * i], yuv[3 * i + 1], yuv[3 * i + 2]);
      rgb[3 * i] = o.c0;
      rgb[3 * i + 1] = o.c1;
      rgb[3 * i + 2] = o.c2;
    }
}

struct ctx
{
  size_t n;
  unsigned char *yuv, *rgb, *want;
  unsigned char *syuv[3], *srgb[3];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->yuv = hl_alloc (3 * n, 1);
  c->rgb = hl_alloc (3 * n, 1);
  /* Full-range bytes, so both clamps are exercised.  */
  hl_fill_u8 (c->yuv, 3 * n, &rng);
  for (int f = 0; f < 3; f++)
    {
      c->syuv[f] = hl_alloc (n, 1);
      c->srgb[f] = hl_alloc (n, 1);
    }
  hl_split_u8 (c->yuv, 3, n, c->syuv);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_alloc (3 * c->n, 1);
  yuv2rgb_ref (c->n, c->yuv, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  yuv2rgb_aos (c->n, c->yuv, c->rgb);
  return c->rgb[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  yuv2rgb_soa (c->n, c->syuv[0], c->syuv[1], c->syuv[2], c->srgb[0],
	       c->srgb[1], c->srgb[2]);
  return c->srgb[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  if (!soa)
    return hl_expect_u8 ("rgb", c->rgb, 1, c->want, 1, 3 * c->n);
  return hl_expect_u8 ("r", c->srgb[0], 1, c->want + 0, 3, c->n)
	 || hl_expect_u8 ("g", c->srgb[1], 1, c->want + 1, 3, c->n)
	 || hl_expect_u8 ("b", c->srgb[2], 1, c->want + 2, 3, c->n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "yuv2rgb", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
