/* rgba_blend (stride-4 variant): "src over dst" alpha blending of 8-bit
   RGBA pixels (unsigned char, stride 4), dst updated in place:
   dst.rgb = (src.rgb a + dst.rgb (255 - a)) / 255 rounded, a = src alpha;
   dst.a = a + dst.a (255 - a) / 255 rounded.  */

#include "harness.h"

static inline unsigned char
mix (unsigned s, unsigned d, unsigned a)
{
  return (unsigned char) ((s * a + d * (255 - a) + 127) / 255);
}

static inline unsigned char
over_alpha (unsigned d, unsigned a)
{
  return (unsigned char) (a + (d * (255 - a) + 127) / 255);
}

HL_KERNEL void
blend_aos (size_t n, const unsigned char *restrict src,
	   unsigned char *restrict dst)
{
  for (size_t i = 0; i < n; i++)
    {
      unsigned a = src[4 * i + 3];
      dst[4 * i] = mix (src[4 * i], dst[4 * i], a);
      dst[4 * i + 1] = mix (src[4 * i + 1], dst[4 * i + 1], a);
      dst[4 * i + 2] = mix (src[4 * i + 2], dst[4 * i + 2], a);
      dst[4 * i + 3] = over_alpha (dst[4 * i + 3], a);
    }
}

HL_KERNEL void
blend_soa (size_t n, const unsigned char *restrict sr,
	   const unsigned char *restrict sg, const unsigned char *restrict sb,
	   const unsigned char *restrict sa, unsigned char *restrict dr,
	   unsigned char *restrict dg, unsigned char *restrict db,
	   unsigned char *restrict da)
{
  for (size_t i = 0; i < n; i++)
    {
      unsigned a = sa[i];
      dr[i] = mix (sr[i], dr[i], a);
      dg[i] = mix (sg[i], dg[i], a);
      db[i] = mix (sb[i], db[i], a);
      da[i] = over_alpha (da[i], a);
    }
}

HL_REFERENCE static void
blend_ref (size_t n, const unsigned char *src, unsigned char *dst)
{
  for (size_t i = 0; i < n; i++)
    {
      unsigned a = src[4 * i + 3];
      dst[4 * i] = mix (src[4 * i], dst[4 * i], a);
      dst[4 * i + 1] = mix (src[4 * i + 1], dst[4 * i + 1], a);
      dst[4 * i + 2] = mix (src[4 * i + 2], dst[4 * i + 2], a);
      dst[4 * i + 3] = over_alpha (dst[4 * i + 3], a);
    }
}

struct ctx
{
  size_t n;
  unsigned char *src, *dst, *want;
  unsigned char *ssrc[4], *sdst[4];
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  c->n = *work = n;
  c->src = hl_alloc (4 * n, 1);
  c->dst = hl_alloc (4 * n, 1);
  hl_fill_u8 (c->src, 4 * n, &rng);
  hl_fill_u8 (c->dst, 4 * n, &rng);
  for (int f = 0; f < 4; f++)
    {
      c->ssrc[f] = hl_alloc (n, 1);
      c->sdst[f] = hl_alloc (n, 1);
    }
  hl_split_u8 (c->src, 4, n, c->ssrc);
  hl_split_u8 (c->dst, 4, n, c->sdst);
  return c;
}

static void
reference (void *p)
{
  struct ctx *c = p;
  c->want = hl_dup (c->dst, 4 * c->n, 1);
  blend_ref (c->n, c->src, c->want);
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  blend_aos (c->n, c->src, c->dst);
  return c->dst[0];
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  blend_soa (c->n, c->ssrc[0], c->ssrc[1], c->ssrc[2], c->ssrc[3],
	     c->sdst[0], c->sdst[1], c->sdst[2], c->sdst[3]);
  return c->sdst[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  static const char *const what[4] = { "r", "g", "b", "a" };
  if (!soa)
    return hl_expect_u8 ("dst", c->dst, 1, c->want, 1, 4 * c->n);
  for (int f = 0; f < 4; f++)
    if (hl_expect_u8 (what[f], c->sdst[f], 1, c->want + f, 4, c->n))
      return 1;
  return 0;
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = "rgba_blend", .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
