/* vec3_global: Group I's xyz kernels over file-scope arrays of struct
   {float x, y, z}, the form a layout spec can change without source edits
   (examples/layouts/vec3_*_g.layout turn them into SoA: `make bench`'s
   hyperlane+layout column).  One source, one program per kernel, chosen
   with -DVEC3_OP=1 (mult), 2 (dot), 3 (cross) or 4 (rotate); the program
   calls itself vec3_<op>_g.  The hand-written SoA variant uses its own
   file-scope arrays [3][NMAX].  The reference works on heap copies, so
   the AoS arrays' addresses never escape.  */

#include <stdio.h>
#include <stdlib.h>

#include "harness.h"
#include "vec3.h"

#ifndef VEC3_OP
#define VEC3_OP 2
#endif

/* Room for kernels.txt's largest n (vec3_rotate_g's DRAM size).  */
#define NMAX 5600000

/* A kernel body for element i, over accessors IN1 (f), IN2 (f) and OUT (f)
   (f = x, y, z) or DOT_OUT for the one-float result of dot.  */
#if VEC3_OP == 1
#define NAME "vec3_mult_g"
#define BODY(IN1, IN2, OUT, DOT_OUT)					\
  OUT (x) = IN1 (x) * IN2 (x);						\
  OUT (y) = IN1 (y) * IN2 (y);						\
  OUT (z) = IN1 (z) * IN2 (z);
#elif VEC3_OP == 2
#define NAME "vec3_dot_g"
#define BODY(IN1, IN2, OUT, DOT_OUT)					\
  DOT_OUT = IN1 (x) * IN2 (x) + IN1 (y) * IN2 (y) + IN1 (z) * IN2 (z);
#elif VEC3_OP == 3
#define NAME "vec3_cross_g"
#define BODY(IN1, IN2, OUT, DOT_OUT)					\
  OUT (x) = IN1 (y) * IN2 (z) - IN1 (z) * IN2 (y);			\
  OUT (y) = IN1 (z) * IN2 (x) - IN1 (x) * IN2 (z);			\
  OUT (z) = IN1 (x) * IN2 (y) - IN1 (y) * IN2 (x);
#elif VEC3_OP == 4
#define NAME "vec3_rotate_g"
/* R IN1, R loop-invariant (IN2 unused).  */
#define BODY(IN1, IN2, OUT, DOT_OUT)					\
  {									\
    float vx = IN1 (x), vy = IN1 (y), vz = IN1 (z);			\
    OUT (x) = rot[0] * vx + rot[1] * vy + rot[2] * vz;			\
    OUT (y) = rot[3] * vx + rot[4] * vy + rot[5] * vz;			\
    OUT (z) = rot[6] * vx + rot[7] * vy + rot[8] * vz;			\
  }
#else
#error "VEC3_OP is 1 (mult), 2 (dot), 3 (cross) or 4 (rotate)"
#endif

/* The AoS arrays a layout spec may change, and the hand-written SoA.  */
static vec3f A[NMAX], B[NMAX], C[NMAX];
static float D[NMAX];
static float SA[3][NMAX], SB[3][NMAX], SC[3][NMAX], SD[NMAX];
static float rot[9];
static size_t n;

#define FIELD_x 0
#define FIELD_y 1
#define FIELD_z 2
#define AOS_A(f) A[i].f
#define AOS_B(f) B[i].f
#define AOS_C(f) C[i].f
#define SOA_A(f) SA[FIELD_##f][i]
#define SOA_B(f) SB[FIELD_##f][i]
#define SOA_C(f) SC[FIELD_##f][i]

HL_KERNEL static void
kernel_aos (void)
{
  for (size_t i = 0; i < n; i++)
    {
      BODY (AOS_A, AOS_B, AOS_C, D[i])
    }
}

HL_KERNEL static void
kernel_soa (void)
{
  for (size_t i = 0; i < n; i++)
    {
      BODY (SOA_A, SOA_B, SOA_C, SD[i])
    }
}

/* The reference's own copies: records of 3 floats on the heap.  */
static float *ref_a, *ref_b, *ref_c, *ref_d;
#define REF_A(f) ref_a[3 * i + FIELD_##f]
#define REF_B(f) ref_b[3 * i + FIELD_##f]
#define REF_C(f) ref_c[3 * i + FIELD_##f]

HL_REFERENCE static void
kernel_ref (void)
{
  for (size_t i = 0; i < n; i++)
    {
      BODY (REF_A, REF_B, REF_C, ref_d[i])
    }
}

static void *
setup (size_t size, size_t *work)
{
  if (size > NMAX)
    {
      fprintf (stderr, NAME ": n %zu exceeds the arrays\n", size);
      exit (2);
    }
  n = *work = size;
  hl_rng rng = hl_rng_seed (size);
  ref_a = hl_alloc (3 * n, sizeof (float));
  ref_b = hl_alloc (3 * n, sizeof (float));
  ref_c = hl_alloc (3 * n, sizeof (float));
  ref_d = hl_alloc (n, sizeof (float));
  hl_fill_f32 (ref_a, 3 * n, &rng, -2, 2);
  hl_fill_f32 (ref_b, 3 * n, &rng, -2, 2);
  float angle = 0.5f;
  const float r[9] = { 1, 0, 0, 0, angle, -0.75f, 0, 0.75f, angle };
  for (int k = 0; k < 9; k++)
    rot[k] = r[k];
  /* Element by element, by field name: the only way the program touches
     A, B and C outside the kernel.  */
  for (size_t i = 0; i < n; i++)
    {
#define COPY_IN(f)							\
      A[i].f = SA[FIELD_##f][i] = REF_A (f);				\
      B[i].f = SB[FIELD_##f][i] = REF_B (f);
      COPY_IN (x) COPY_IN (y) COPY_IN (z)
    }
  return ref_a;
}

static void
reference (void *ctx)
{
  (void) ctx;
  kernel_ref ();
}

static double
run_aos (void *ctx)
{
  (void) ctx;
  kernel_aos ();
  return VEC3_OP == 2 ? D[n / 2] : C[n / 2].y;
}

static double
run_soa (void *ctx)
{
  (void) ctx;
  kernel_soa ();
  return VEC3_OP == 2 ? SD[n / 2] : SC[FIELD_y][n / 2];
}

static int
verify (void *ctx, int soa)
{
  (void) ctx;
  if (VEC3_OP == 2)
    return hl_expect_f32 ("d", soa ? SD : D, 1, ref_d, 1, n);
  float *got = hl_alloc (3 * n, sizeof (float));
  for (size_t i = 0; i < n; i++)
    {
#define COPY_OUT(f)							\
      got[3 * i + FIELD_##f] = soa ? SC[FIELD_##f][i] : C[i].f;
      COPY_OUT (x) COPY_OUT (y) COPY_OUT (z)
    }
  return hl_expect_f32 ("c", got, 1, ref_c, 1, 3 * n);
}

int
main (int argc, char **argv)
{
  const struct hl_kernel k = {
    .name = NAME, .setup = setup, .reference = reference,
    .run_aos = run_aos, .run_soa = run_soa, .verify = verify,
  };
  return hl_main (argc, argv, &k);
}
