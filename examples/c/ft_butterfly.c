/* ft_butterfly (Group II): radix-2 Stockham butterflies in the style of
   NPB FT, over interleaved complex doubles (struct {double re, im},
   stride 2).  fft_stage_* is one stage applied to NB independent sequences
   of length LEN stored as rows x[point][NB]: the inner loop runs along a
   row.  A run is the whole length-16 transform (four stages, out of
   place); an element is one complex point of it.  */

#include <math.h>

#include "harness.h"

typedef struct { double re, im; } dcomplex;

enum { LEN = 16, STAGES = 4 };

/* y1 = a + b, y2 = w (a - b).  */
static inline void
butterfly (double wr, double wi, double ar, double ai, double br, double bi,
	   double *y1r, double *y1i, double *y2r, double *y2i)
{
  double dr = ar - br, di = ai - bi;
  *y1r = ar + br;
  *y1i = ai + bi;
  *y2r = wr * dr - wi * di;
  *y2i = wr * di + wi * dr;
}

/* The stage with LK = 2^(l-1): LEN / (2 LK) groups of LK butterflies;
   group I uses twiddle W[I].  */
HL_KERNEL void
fft_stage_aos (size_t lk, size_t nb, const dcomplex *restrict w,
	       const dcomplex *restrict x, dcomplex *restrict y)
{
  size_t li = LEN / (2 * lk);
  for (size_t i = 0; i < li; i++)
    for (size_t k = 0; k < lk; k++)
      {
	const dcomplex *x1 = x + (i * lk + k) * nb, *x2 = x1 + LEN / 2 * nb;
	dcomplex *y1 = y + (2 * i * lk + k) * nb, *y2 = y1 + lk * nb;
	for (size_t j = 0; j < nb; j++)
	  butterfly (w[i].re, w[i].im, x1[j].re, x1[j].im, x2[j].re, x2[j].im,
		     &y1[j].re, &y1[j].im, &y2[j].re, &y2[j].im);
      }
}

HL_KERNEL void
fft_stage_soa (size_t lk, size_t nb, const dcomplex *restrict w,
	       const double *restrict xr, const double *restrict xi,
	       double *restrict yr, double *restrict yi)
{
  size_t li = LEN / (2 * lk);
  for (size_t i = 0; i < li; i++)
    for (size_t k = 0; k < lk; k++)
      {
	size_t x1 = (i * lk + k) * nb, x2 = x1 + LEN / 2 * nb;
	size_t y1 = (2 * i * lk + k) * nb, y2 = y1 + lk * nb;
	for (size_t j = 0; j < nb; j++)
	  butterfly (w[i].re, w[i].im, xr[x1 + j], xi[x1 + j], xr[x2 + j],
		     xi[x2 + j], &yr[y1 + j], &yi[y1 + j], &yr[y2 + j],
		     &yi[y2 + j]);
      }
}

HL_REFERENCE static void
fft_stage_ref (size_t lk, size_t nb, const dcomplex *w, const dcomplex *x,
	       dcomplex *y)
{
  size_t li = LEN / (2 * lk);
  for (size_t i = 0; i < li; i++)
    for (size_t k = 0; k < lk; k++)
      {
	const dcomplex *x1 = x + (i * lk + k) * nb, *x2 = x1 + LEN / 2 * nb;
	dcomplex *y1 = y + (2 * i * lk + k) * nb, *y2 = y1 + lk * nb;
	for (size_t j = 0; j < nb; j++)
	  butterfly (w[i].re, w[i].im, x1[j].re, x1[j].im, x2[j].re, x2[j].im,
		     &y1[j].re, &y1[j].im, &y2[j].re, &y2[j].im);
      }
}

struct ctx
{
  size_t nb;
  /* Twiddles of the stage with LI groups at tw[LI ...]: e^(-pi i k / LI).  */
  dcomplex tw[LEN];
  dcomplex *x, *t1, *t2, *want;
  double *sx[2], *st1[2], *st2[2];
  double *scale;
};

static void *
setup (size_t n, size_t *work)
{
  struct ctx *c = hl_alloc (1, sizeof *c);
  hl_rng rng = hl_rng_seed (n);
  size_t nb = n / LEN, pts = LEN * nb;
  c->nb = nb;
  *work = pts;
  for (size_t li = 1; li < LEN; li *= 2)
    for (size_t k = 0; k < li; k++)
      {
	double t = -3.14159265358979323846 * (double) k / (double) li;
	c->tw[li + k].re = cos (t);
	c->tw[li + k].im = sin (t);
      }
  c->x = hl_alloc (pts, sizeof (dcomplex));
  c->t1 = hl_alloc (pts, sizeof (dcomplex));
  c->t2 = hl_alloc (pts, sizeof (dcomplex));
  hl_fill_f64 ((double *) c->x, 2 * pts, &rng, -1, 1);
  for (int f = 0; f < 2; f++)
    {
      c->sx[f] = hl_alloc (pts, sizeof (double));
      c->st1[f] = hl_alloc (pts, sizeof (double));
      c->st2[f] = hl_alloc (pts, sizeof (double));
    }
  hl_split_f64 ((double *) c->x, 2, pts, c->sx);
  return c;
}

/* Stage S (LK = 2^S) reads in[S] and writes out[S]: x -> t1 -> t2 -> t1
   -> t2.  */
#define IN(s, x, t1, t2) ((s) == 0 ? (x) : (s) % 2 ? (t1) : (t2))
#define OUT(s, t1, t2) ((s) % 2 ? (t2) : (t1))

static void
reference (void *p)
{
  struct ctx *c = p;
  size_t nb = c->nb, pts = LEN * nb;
  dcomplex *t1 = hl_alloc (pts, sizeof (dcomplex));
  c->want = hl_alloc (pts, sizeof (dcomplex));
  for (size_t s = 0; s < STAGES; s++)
    fft_stage_ref ((size_t) 1 << s, nb, c->tw + (LEN >> (s + 1)),
		   IN (s, c->x, t1, c->want), OUT (s, t1, c->want));
  /* Error bound for hl_expect_f64_fused: 4x the L1 norm of a sequence
     bounds every partial sum of the transform.  */
  c->scale = hl_alloc (2 * pts, sizeof (double));
  for (size_t j = 0; j < nb; j++)
    {
      double norm = 0;
      for (size_t q = 0; q < LEN; q++)
	norm += fabs (c->x[q * nb + j].re) + fabs (c->x[q * nb + j].im);
      for (size_t q = 0; q < 2 * LEN; q++)
	c->scale[(q / 2 * nb + j) * 2 + q % 2] = 4 * norm;
    }
}

static double
run_aos (void *p)
{
  struct ctx *c = p;
  for (size_t s = 0; s < STAGES; s++)
    fft_stage_aos ((size_t) 1 << s, c->nb, c->tw + (LEN >> (s + 1)),
		   IN (s, c->x, c->t1, c->t2), OUT (s, c->t1, c->t2));
  return c->t2[0].re;
}

static double
run_soa (void *p)
{
  struct ctx *c = p;
  for (size_t s = 0; s < STAGES; s++)
    {
      double *const *in = IN (s, c->sx, c->st1, c->st2);
      double *const *out = OUT (s, c->st1, c->st2);
      fft_stage_soa ((size_t) 1 << s, c->nb, c->tw + (LEN >> (s + 1)),
		     in[0], in[1], out[0], out[1]);
    }
  return c->st2[0][0];
}

static int
verify (void *p, int soa)
{
  struct ctx *c = p;
  size_t pts = LEN * c->nb;
  const double *want = (const double *) c->want;
  if (!soa)
    return hl_expect_f64_fused ("y", (const double *) c->t2, 1, want, 1,
				c->scale, 1, 2 * pts);
  return hl_expect_f64_fused ("yr", c->st2[0], 1, want, 2, c->scale, 2, pts)
	 || hl_expect_f64_fused ("yi", c->st2[1], 1, want + 1, 2,
				 c->scale + 1, 2, pts);
}

int
main (int argc, char **argv)
{
  /* Batches of 0, 1, 7, 8, 9, 31, 33, 1023 sequences.  */
  static const size_t sizes[] = {
    0, LEN, 7 * LEN, 8 * LEN, 9 * LEN, 31 * LEN, 33 * LEN, 1023 * LEN
  };
  const struct hl_kernel k = {
    .name = "ft_butterfly", .check_sizes = sizes,
    .n_check_sizes = sizeof sizes / sizeof sizes[0], .setup = setup,
    .reference = reference, .run_aos = run_aos, .run_soa = run_soa,
    .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
