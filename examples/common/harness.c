/* Shared driver for the hyperlane example kernels; see harness.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#define _POSIX_C_SOURCE 200809L

#include "harness.h"

#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const size_t hl_sizes_1d[] = {
  0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 1023, 1024, 1025
};
const size_t hl_n_sizes_1d = sizeof hl_sizes_1d / sizeof hl_sizes_1d[0];

/* Through hl_grid3: 0, 1x1x1, 7x1x1, 9x1x1, 8x2x2, 9x2x2, 25x2x2, 22x3x3,
   20x5x5, 28x6x6, 40x10x10 interior points.  */
const size_t hl_sizes_3d[] = { 0, 1, 7, 9, 32, 36, 100, 200, 500, 1023, 4000 };
const size_t hl_n_sizes_3d = sizeof hl_sizes_3d / sizeof hl_sizes_3d[0];

/* What is being checked, for the mismatch reports.  */
static const char *cur_name = "?";
static const char *cur_variant = "?";
static size_t cur_size;
static int fused_noted;

/* Run results are added here so that no run is dead.  */
static volatile double hl_sink;

struct hl_grid
hl_grid3 (size_t n)
{
  size_t d = 1;
  while (4 * (d + 1) * (d + 1) * (d + 1) <= n)
    d++;
  struct hl_grid g = { n / (d * d), d, d };
  return g;
}

double
hl_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

/* ---- Deterministic data ---- */

#define MINSTD_M 2147483647u
#define MINSTD_A 48271u

hl_rng
hl_rng_seed (uint64_t seed)
{
  hl_rng r = { 1 + (seed * 2654435761u) % (MINSTD_M - 1) };
  return r;
}

uint32_t
hl_rng_next (hl_rng *rng)
{
  rng->state = rng->state * MINSTD_A % MINSTD_M;
  return (uint32_t) rng->state;
}

double
hl_rng_unit (hl_rng *rng)
{
  return (double) (hl_rng_next (rng) - 1) / (double) (MINSTD_M - 3);
}

void
hl_fill_f32 (float *p, size_t count, hl_rng *rng, float lo, float hi)
{
  for (size_t i = 0; i < count; i++)
    p[i] = (float) ((double) lo + ((double) hi - (double) lo) * hl_rng_unit (rng));
}

void
hl_fill_f64 (double *p, size_t count, hl_rng *rng, double lo, double hi)
{
  for (size_t i = 0; i < count; i++)
    p[i] = lo + (hi - lo) * hl_rng_unit (rng);
}

void
hl_fill_i32 (int32_t *p, size_t count, hl_rng *rng, int32_t lo, int32_t hi)
{
  uint64_t span = (uint64_t) ((int64_t) hi - lo) + 1;
  for (size_t i = 0; i < count; i++)
    p[i] = (int32_t) ((int64_t) lo + (int64_t) (hl_rng_next (rng) % span));
}

void
hl_fill_u8 (unsigned char *p, size_t count, hl_rng *rng)
{
  for (size_t i = 0; i < count; i++)
    p[i] = (unsigned char) (hl_rng_next (rng) >> 8);
}

/* ---- Memory ---- */

/* Every hl_alloc block, released by hl_main when it is done with a
   context.  */
static void **blocks;
static size_t n_blocks, cap_blocks;

static void
out_of_memory (size_t bytes)
{
  fprintf (stderr, "%s: out of memory (%zu bytes)\n", cur_name, bytes);
  exit (2);
}

void *
hl_alloc (size_t count, size_t size)
{
  if (size != 0 && count > (SIZE_MAX - 64) / size)
    out_of_memory (SIZE_MAX);
  size_t bytes = (count * size + 63) / 64 * 64;
  if (bytes == 0)
    bytes = 64;
  if (n_blocks == cap_blocks)
    {
      size_t cap = cap_blocks ? 2 * cap_blocks : 64;
      void **b = realloc (blocks, cap * sizeof *b);
      if (!b)
	out_of_memory (cap * sizeof *b);
      blocks = b;
      cap_blocks = cap;
    }
  /* HL_OFFSET=B places every block B bytes past a 64-byte boundary
     (malloc's 16-byte alignment is HL_OFFSET=16): vectors that are
     aligned on 64-byte arrays then split cache lines.  */
  static long offset = -1;
  if (offset < 0)
    {
      const char *env = getenv ("HL_OFFSET");
      offset = env ? strtol (env, NULL, 10) % 64 : 0;
      if (offset < 0)
	offset = 0;
    }
  void *p = aligned_alloc (64, bytes + 64);
  if (!p)
    out_of_memory (bytes);
  blocks[n_blocks++] = p;
  return memset ((char *) p + offset, 0, bytes);
}

static void
release_all (void)
{
  while (n_blocks)
    free (blocks[--n_blocks]);
}

void *
hl_dup (const void *p, size_t count, size_t size)
{
  void *q = hl_alloc (count, size);
  if (count)
    memcpy (q, p, count * size);
  return q;
}

#define DEFINE_SPLIT(NAME, T)						\
  void									\
  NAME (const T *aos, size_t nfields, size_t count, T *const *soa)	\
  {									\
    for (size_t i = 0; i < count; i++)					\
      for (size_t f = 0; f < nfields; f++)				\
	soa[f][i] = aos[i * nfields + f];				\
  }
DEFINE_SPLIT (hl_split_f32, float)
DEFINE_SPLIT (hl_split_f64, double)
DEFINE_SPLIT (hl_split_i32, int32_t)
DEFINE_SPLIT (hl_split_u8, unsigned char)

/* ---- Comparisons ---- */

static int
mismatch (const char *what, size_t i, const char *got, const char *want)
{
  printf ("%s: MISMATCH at %zu (%s vs %s)\n", cur_name, i, got, want);
  fprintf (stderr, "%s: %s variant, problem size %zu, %s[%zu]\n",
	   cur_name, cur_variant, cur_size, what, i);
  return 1;
}

static int
mismatch_f32 (const char *what, size_t i, float got, float want)
{
  char g[32], w[32];
  snprintf (g, sizeof g, "%.9g", (double) got);
  snprintf (w, sizeof w, "%.9g", (double) want);
  return mismatch (what, i, g, w);
}

static int
mismatch_f64 (const char *what, size_t i, double got, double want)
{
  char g[32], w[32];
  snprintf (g, sizeof g, "%.17g", got);
  snprintf (w, sizeof w, "%.17g", want);
  return mismatch (what, i, g, w);
}

static int
mismatch_int (const char *what, size_t i, long got, long want)
{
  char g[24], w[24];
  snprintf (g, sizeof g, "%ld", got);
  snprintf (w, sizeof w, "%ld", want);
  return mismatch (what, i, g, w);
}

int
hl_expect_f32 (const char *what, const float *got, size_t gstride,
	       const float *want, size_t wstride, size_t count)
{
  for (size_t i = 0; i < count; i++)
    if (memcmp (&got[i * gstride], &want[i * wstride], sizeof (float)) != 0)
      return mismatch_f32 (what, i, got[i * gstride], want[i * wstride]);
  return 0;
}

int
hl_expect_f64 (const char *what, const double *got, size_t gstride,
	       const double *want, size_t wstride, size_t count)
{
  for (size_t i = 0; i < count; i++)
    if (memcmp (&got[i * gstride], &want[i * wstride], sizeof (double)) != 0)
      return mismatch_f64 (what, i, got[i * gstride], want[i * wstride]);
  return 0;
}

int
hl_expect_i32 (const char *what, const int32_t *got, size_t gstride,
	       const int32_t *want, size_t wstride, size_t count)
{
  for (size_t i = 0; i < count; i++)
    if (got[i * gstride] != want[i * wstride])
      return mismatch_int (what, i, got[i * gstride], want[i * wstride]);
  return 0;
}

int
hl_expect_u8 (const char *what, const unsigned char *got, size_t gstride,
	      const unsigned char *want, size_t wstride, size_t count)
{
  for (size_t i = 0; i < count; i++)
    if (got[i * gstride] != want[i * wstride])
      return mismatch_int (what, i, got[i * gstride], want[i * wstride]);
  return 0;
}

/* Whether GOT may stand for WANT, a sum of terms of magnitude at most
   SCALE, when a multiply-add was fused; notes it once on stderr.  */
static int
fused_ok (const char *what, double got, double want, double scale, double eps)
{
  if (!(fabs (got - want) <= 8 * eps * scale))
    return 0;
  if (!fused_noted++)
    fprintf (stderr, "%s: note: %s %s equals the reference within rounding "
	     "only (a multiply-add fused by GCC's vectorizer despite "
	     "-ffp-contract=off)\n", cur_name, cur_variant, what);
  return 1;
}

int
hl_expect_f32_fused (const char *what, const float *got, size_t gstride,
		     const float *want, size_t wstride,
		     const float *scale, size_t sstride, size_t count)
{
  if (!HL_VECTORIZER_MAY_FUSE)
    return hl_expect_f32 (what, got, gstride, want, wstride, count);
  for (size_t i = 0; i < count; i++)
    {
      float g = got[i * gstride], w = want[i * wstride];
      if (memcmp (&g, &w, sizeof g) != 0
	  && !fused_ok (what, g, w, scale[i * sstride], FLT_EPSILON))
	return mismatch_f32 (what, i, g, w);
    }
  return 0;
}

int
hl_expect_f64_fused (const char *what, const double *got, size_t gstride,
		     const double *want, size_t wstride,
		     const double *scale, size_t sstride, size_t count)
{
  if (!HL_VECTORIZER_MAY_FUSE)
    return hl_expect_f64 (what, got, gstride, want, wstride, count);
  for (size_t i = 0; i < count; i++)
    {
      double g = got[i * gstride], w = want[i * wstride];
      if (memcmp (&g, &w, sizeof g) != 0
	  && !fused_ok (what, g, w, scale[i * sstride], DBL_EPSILON))
	return mismatch_f64 (what, i, g, w);
    }
  return 0;
}

/* ---- Driver ---- */

static int
usage (void)
{
  fprintf (stderr, "usage: %s check\n       %s time <n> <reps>\n",
	   cur_name, cur_name);
  return 2;
}

static int
parse_count (const char *s, size_t *out)
{
  char *end;
  if (*s < '0' || *s > '9')
    return 0;
  errno = 0;
  unsigned long long v = strtoull (s, &end, 10);
  if (errno || *end || v > SIZE_MAX)
    return 0;
  *out = (size_t) v;
  return 1;
}

static int
run_check (const struct hl_kernel *k)
{
  const size_t *sizes = k->check_sizes ? k->check_sizes : hl_sizes_1d;
  size_t nsizes = k->check_sizes ? k->n_check_sizes : hl_n_sizes_1d;
  for (size_t s = 0; s < nsizes; s++)
    {
      size_t work;
      void *ctx = k->setup (sizes[s], &work);
      int bad;
      cur_size = sizes[s];
      k->reference (ctx);
      cur_variant = "aos";
      hl_sink += k->run_aos (ctx);
      bad = k->verify (ctx, 0);
      if (!bad && k->run_soa)
	{
	  cur_variant = "soa";
	  hl_sink += k->run_soa (ctx);
	  bad = k->verify (ctx, 1);
	}
      release_all ();
      if (bad)
	return 1;
    }
  printf ("%s: ok\n", k->name);
  return 0;
}

/* Nanoseconds per element of REPS runs of RUN, after one warm-up run.  */
static double
time_variant (const struct hl_kernel *k, void *ctx, double (*run) (void *),
	      size_t work, size_t reps)
{
  double total = 0;
  hl_sink += run (ctx);
  for (size_t done = 0; done < reps;)
    {
      size_t chunk = reps - done;
      if (k->reset)
	{
	  k->reset (ctx);
	  if (chunk > HL_RESET_EVERY)
	    chunk = HL_RESET_EVERY;
	}
      double t0 = hl_seconds ();
      for (size_t r = 0; r < chunk; r++)
	hl_sink += run (ctx);
      total += hl_seconds () - t0;
      done += chunk;
    }
  return total * 1e9 / ((double) work * (double) reps);
}

static int
run_time (const struct hl_kernel *k, size_t n, size_t reps)
{
  size_t work;
  void *ctx = k->setup (n, &work);
  if (work == 0)
    {
      fprintf (stderr, "%s: no work for n = %zu\n", k->name, n);
      release_all ();
      return 2;
    }
  printf ("%s aos %.4f\n", k->name, time_variant (k, ctx, k->run_aos, work, reps));
  if (k->run_soa)
    printf ("%s soa %.4f\n", k->name,
	    time_variant (k, ctx, k->run_soa, work, reps));
  release_all ();
  return 0;
}

int
hl_main (int argc, char **argv, const struct hl_kernel *kernel)
{
  size_t n, reps;
  cur_name = kernel->name;
  if (argc == 2 && strcmp (argv[1], "check") == 0)
    return run_check (kernel);
  if (argc == 4 && strcmp (argv[1], "time") == 0
      && parse_count (argv[2], &n) && parse_count (argv[3], &reps) && reps > 0)
    return run_time (kernel, n, reps);
  return usage ();
}
