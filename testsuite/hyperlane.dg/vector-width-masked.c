/* On Zen 4 (znver3 with AVX-512), a particle drift (x += vx * dt for
   three of a record's six fields) is planned in memory order with masked
   stores at both widths.  For floats the 512-bit plan weighs no less per
   element than the 256-bit one; measured on doubles it ran 0.96x of GCC's
   speed in L2 against 1.09x for the 256-bit plan: a wide plan that stores
   through masks keeps the loop only where it weighs clearly less, and
   the 256-bit plan is taken.  For doubles GCC's own loop runs on 16-byte
   vectors, whose accesses split no cache line; the 256-bit plan does not
   weigh less than it, counting its accesses that may split a line
   (0.84x-1.07x of GCC's speed by the array's alignment), and the 512-bit
   plan follows that verdict: the loop is left to GCC.  The same loop
   storing every field (no mask) stays at 512 bits.  The results are
   bit-identical to the scalar loops.  */
/* { dg-do compile } */
/* { dg-do run { target x86_64_v4_runtime } } */
/* { dg-options "-O3 -march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec-optimized-missed" } */

#define N 203
typedef struct { float x, y, z, vx, vy, vz; } particle;
typedef struct { double x, y, z, vx, vy, vz; } particle_d;
particle p[N], ref[N];
particle_d q[N], qref[N];

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
      A[i].vx *= 0.999f;						\
      A[i].vy *= 0.999f;						\
      A[i].vz *= 0.999f;						\
    }

__attribute__ ((noipa)) void
drift (float dt)
{
  DRIFT (p, dt)	/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx512vl\\)" } */
}

__attribute__ ((noipa)) void
drift_d (double dt)
{
  DRIFT (q, dt)	/* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order at 256 bits, and the 512-bit plan, storing through masks, runs no faster per element on this CPU \\(-mtune=znver3\\)" } */
}

__attribute__ ((noipa)) void
damped (float dt)
{
  DAMPED (p, dt) /* { dg-message "loop vectorized by hyperlane: VF 16 \\(avx512" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (float dt)
{
  DRIFT (ref, dt)
  DRIFT (qref, (double) dt)
  DAMPED (ref, dt)
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      p[i].x = ref[i].x = q[i].x = qref[i].x = i * 0.5f;
      p[i].y = ref[i].y = q[i].y = qref[i].y = i * -0.25f;
      p[i].z = ref[i].z = q[i].z = qref[i].z = (i % 7) * 1.5f;
      p[i].vx = ref[i].vx = q[i].vx = qref[i].vx = 1.0f / (i + 1);
      p[i].vy = ref[i].vy = q[i].vy = qref[i].vy = (i % 5) * 0.125f;
      p[i].vz = ref[i].vz = q[i].vz = qref[i].vz = -0.375f;
    }
  for (int r = 0; r < 3; r++)
    {
      drift (0.01f);
      drift_d ((double) 0.01f);
      damped (0.01f);
      reference (0.01f);
    }
  if (__builtin_memcmp (p, ref, sizeof p) || __builtin_memcmp (q, qref, sizeof q))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "the 64-byte plan stores through 6 masks: it stays only where it weighs clearly less" "hyperlane" } } */
/* { dg-final { scan-tree-dump "32-byte plan \\(memory order\\) weighs 36 per 8 iterations against the 64-byte plan's \\(memory order\\) 36 per 16" "hyperlane" } } */
/* { dg-final { scan-tree-dump "the 64-byte plan stores through 6 masks and weighs 36 per 8 iterations, not clearly less than the 32-byte plan's 44 per 4, which GCC beats: the loop is left to GCC" "hyperlane" } } */
