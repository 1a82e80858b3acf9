/* Shared driver for the hyperlane example kernels.

   Each example program describes itself with a struct hl_kernel and hands
   it to hl_main, which implements the command line contract:

     <bin> check            -> "<name>: ok" (exit 0) or
                               "<name>: MISMATCH at <i> (<got> vs <want>)"
                               (exit 1); details of a mismatch on stderr
     <bin> time <n> <reps>  -> "<name> aos <ns_per_element>" and, with an
                               SoA variant, "<name> soa <ns_per_element>"

   The rest is support: a monotonic timer, a deterministic generator
   (MINSTD, identical to the Fortran harness_mod), aligned allocation,
   AoS <-> SoA copies and the comparisons used by the verify callbacks.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_EXAMPLES_HARNESS_H
#define HYPERLANE_EXAMPLES_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* Kernel functions stay out of line so each is one clear loop nest.  */
#define HL_KERNEL __attribute__((noinline))

/* The scalar reference: out of line and never vectorized (loop or SLP).  */
#if defined(__clang__)
#define HL_REFERENCE __attribute__((noinline))
#else
#define HL_REFERENCE \
  __attribute__((noinline, optimize("no-tree-vectorize", "no-tree-slp-vectorize")))
#endif

/* GCC 12's SLP "addsub" pattern (tree-vect-slp-patterns.cc) turns lanes
   alternating a*b - c, a*b + c -- a complex multiply -- into
   vfmaddsub/vfmsubadd whenever the target has FMA, ignoring
   -ffp-contract=off.  Kernels of that shape then differ from the scalar
   reference by rounding, and compare with hl_expect_*_fused.  */
#if !defined(__clang__) && (defined(__x86_64__) || defined(__i386__)) \
    && (defined(__FMA__) || defined(__AVX512F__))
#define HL_VECTORIZER_MAY_FUSE 1
#else
#define HL_VECTORIZER_MAY_FUSE 0
#endif

struct hl_kernel
{
  const char *name;
  /* Problem sizes for check mode (NULL: hl_sizes_1d).  */
  const size_t *check_sizes;
  size_t n_check_sizes;
  /* Allocate (with hl_alloc) and fill the data for problem size N; set
     *WORK to the number of elements one run processes (N for 1-D
     kernels).  */
  void *(*setup) (size_t n, size_t *work);
  /* Compute the expected outputs from the pristine inputs (check mode).  */
  void (*reference) (void *ctx);
  /* One run of a variant; returns one output value, kept live.  */
  double (*run_aos) (void *ctx);
  double (*run_soa) (void *ctx);	/* NULL: no SoA variant.  */
  /* Compare the outputs of the variant just run (SOA nonzero for the SoA
     one) with the reference through hl_expect_*; 0 when they agree.  */
  int (*verify) (void *ctx, int soa);
  /* Restore arrays a run updates in place.  Only for kernels whose values
     would drift out of range over many runs; time mode calls it (untimed)
     every HL_RESET_EVERY runs.  NULL otherwise.  */
  void (*reset) (void *ctx);
};

#define HL_RESET_EVERY 32

int hl_main (int argc, char **argv, const struct hl_kernel *kernel);

/* 0, 1, 7, 8, 9, 1023 and other sizes around vector-length multiples.  */
extern const size_t hl_sizes_1d[];
extern const size_t hl_n_sizes_1d;

/* Problem sizes giving a range of odd and even hl_grid3 shapes.  */
extern const size_t hl_sizes_3d[];
extern const size_t hl_n_sizes_3d;

/* A 3-D grid of at most N interior points, the innermost extent longest
   (n1 ~ 4 * n2, n2 == n3); N == 0 gives an empty grid.  */
struct hl_grid { size_t n1, n2, n3; };
struct hl_grid hl_grid3 (size_t n);

double hl_seconds (void);

/* MINSTD (Park-Miller, multiplier 48271): the same sequence as
   harness_mod's hl_rng, so C and Fortran programs see the same data.  */
typedef struct { uint64_t state; } hl_rng;
hl_rng hl_rng_seed (uint64_t seed);
uint32_t hl_rng_next (hl_rng *rng);		/* In [1, 2^31 - 2].  */
double hl_rng_unit (hl_rng *rng);		/* In [0, 1].  */
void hl_fill_f32 (float *p, size_t count, hl_rng *rng, float lo, float hi);
void hl_fill_f64 (double *p, size_t count, hl_rng *rng, double lo, double hi);
void hl_fill_i32 (int32_t *p, size_t count, hl_rng *rng, int32_t lo, int32_t hi);
void hl_fill_u8 (unsigned char *p, size_t count, hl_rng *rng);

/* COUNT objects of SIZE bytes, 64-byte aligned, zeroed; exits on failure.
   Never NULL, also for COUNT == 0.  hl_main frees every block once it is
   done with the context that setup returned.  */
void *hl_alloc (size_t count, size_t size);
void *hl_dup (const void *p, size_t count, size_t size);

/* AoS <-> SoA: field F of element I is aos[I * NFIELDS + F] and
   soa[F][I].  */
void hl_split_f32 (const float *aos, size_t nfields, size_t count, float *const *soa);
void hl_split_f64 (const double *aos, size_t nfields, size_t count, double *const *soa);
void hl_split_i32 (const int32_t *aos, size_t nfields, size_t count, int32_t *const *soa);
void hl_split_u8 (const unsigned char *aos, size_t nfields, size_t count, unsigned char *const *soa);

/* Compare got[i * GSTRIDE] with want[i * WSTRIDE] for i < COUNT, floats
   bitwise.  On the first difference print the MISMATCH line (index i) on
   stdout, the variant, size and WHAT on stderr, and return 1; else 0.  */
int hl_expect_f32 (const char *what, const float *got, size_t gstride,
		   const float *want, size_t wstride, size_t count);
int hl_expect_f64 (const char *what, const double *got, size_t gstride,
		   const double *want, size_t wstride, size_t count);
int hl_expect_i32 (const char *what, const int32_t *got, size_t gstride,
		   const int32_t *want, size_t wstride, size_t count);
int hl_expect_u8 (const char *what, const unsigned char *got, size_t gstride,
		  const unsigned char *want, size_t wstride, size_t count);

/* As above, but where HL_VECTORIZER_MAY_FUSE accept
   |got - want| <= 8 * epsilon * scale[i * SSTRIDE], SCALE being a bound on
   the magnitudes of the terms summed into want.  A difference inside that
   bound is noted once on stderr.  */
int hl_expect_f32_fused (const char *what, const float *got, size_t gstride,
			 const float *want, size_t wstride,
			 const float *scale, size_t sstride, size_t count);
int hl_expect_f64_fused (const char *what, const double *got, size_t gstride,
			 const double *want, size_t wstride,
			 const double *scale, size_t sstride, size_t count);

#endif
