/* On Zen 4 (znver3 with AVX-512), a particle drift (x += vx * dt for
   three of a record's six fields) is planned in memory order with masked
   stores at both widths.  The 512-bit plan weighs a sixth less per
   element, yet ran 0.96x of GCC's speed in L2 against 1.09x for the
   256-bit plan: a wide plan that stores through masks keeps the loop only
   where it weighs clearly less, and the 256-bit plan is taken.  The same
   loop storing every field (no mask) stays at 512 bits.  Both results are
   bit-identical to the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec" } */

#define N 203
typedef struct { double x, y, z, vx, vy, vz; } particle;
particle p[N], ref[N];

#define DRIFT(A, dt)							\
  for (int i = 0; i < N; i++)						\
    {									\
      A[i].x += A[i].vx * dt;						\
      A[i].y += A[i].vy * dt;						\
      A[i].z += A[i].vz * dt;						\
    }

#define DAMPED(A, dt)							\
  for (int i = 0; i < N; i++)						\
    {									\
      A[i].x += A[i].vx * dt;						\
      A[i].y += A[i].vy * dt;						\
      A[i].z += A[i].vz * dt;						\
      A[i].vx *= 0.999;							\
      A[i].vy *= 0.999;							\
      A[i].vz *= 0.999;							\
    }

__attribute__ ((noipa)) void
drift (double dt)
{
  DRIFT (p, dt)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(avx512vl\\)" } */
}

__attribute__ ((noipa)) void
damped (double dt)
{
  DAMPED (p, dt) /* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx512\\)" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (double dt)
{
  DRIFT (ref, dt)
  DAMPED (ref, dt)
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      p[i].x = ref[i].x = i * 0.5;
      p[i].y = ref[i].y = i * -0.25;
      p[i].z = ref[i].z = (i % 7) * 1.5;
      p[i].vx = ref[i].vx = 1.0 / (i + 1);
      p[i].vy = ref[i].vy = (i % 5) * 0.125;
      p[i].vz = ref[i].vz = -0.375;
    }
  for (int r = 0; r < 3; r++)
    {
      drift (0.01);
      damped (0.01);
      reference (0.01);
    }
  if (__builtin_memcmp (p, ref, sizeof p))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "the 64-byte plan stores through 6 masks: it stays only where it weighs clearly less" "hyperlane" } } */
/* { dg-final { scan-tree-dump "32-byte plan \\(memory order\\) weighs \[0-9\]+ per 4 iterations against the 64-byte plan's \\(memory order\\) 36 per 8" "hyperlane" } } */
