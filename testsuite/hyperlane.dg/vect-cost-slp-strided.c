/* GCC's SLP plans that store a group as strided pieces.  An n-body kick
   and drift writes six of a body's seven fields (the mass is left), and
   its lanes differ after z (a new velocity against a loaded
   acceleration): GCC 12 splits the store group into two instances of
   three lanes and runs them on 16-byte vectors, each record's run
   stored as a pair and a single, with about 9 shuffles per 2 bodies.
   Hyperlane's plan (29 permutes and 4 masked stores per 4 bodies) does
   not weigh less: llvm-mca-14 predicts it at 0.88x of GCC's loop on
   Skylake, 0.98x on Ice Lake, 1.07x on Haswell.  A drift of doubles
   (x += vx * dt, three of six fields) weighs less than GCC's 16-byte
   plan but not once its 32-byte accesses, which may split a cache line
   where GCC's do not, are counted (measured 0.84x-1.07x of GCC's speed
   by the array's alignment).  Both are left to GCC.  The drift of
   floats, where GCC's SLP has no plan and interleaves, is taken.  The
   results are bit-identical to the scalar loops.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=skylake -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec-optimized-missed" } */

#define N 203
typedef struct { double x, y, z, vx, vy, vz, m; } body;
typedef struct { double ax, ay, az; } accel;
typedef struct { double x, y, z, vx, vy, vz; } particle;
typedef struct { float x, y, z, vx, vy, vz; } particle_f;
body b[N], bref[N];
accel a[N];
particle p[N], pref[N];
particle_f f[N], fref[N];

#define KICK_DRIFT(B, dt)						\
  for (int i = 0; i < N; i++)						\
    {									\
      B[i].vx += a[i].ax * dt;						\
      B[i].vy += a[i].ay * dt;						\
      B[i].vz += a[i].az * dt;						\
      B[i].x += B[i].vx * dt;						\
      B[i].y += B[i].vy * dt;						\
      B[i].z += B[i].vz * dt;						\
    }

#define DRIFT(P, dt)							\
  for (int i = 0; i < N; i++)						\
    {									\
      P[i].x += P[i].vx * dt;						\
      P[i].y += P[i].vy * dt;						\
      P[i].z += P[i].vz * dt;						\
    }

__attribute__ ((noipa)) void
kick_drift (double dt)
{
  KICK_DRIFT (b, dt) /* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
}

__attribute__ ((noipa)) void
drift (double dt)
{
  DRIFT (p, dt) /* { dg-message "loop left to GCC: cost model: the plan does not weigh less than GCC's SLP plan in memory order" } */
}

__attribute__ ((noipa)) void
drift_f (float dt)
{
  DRIFT (f, dt) /* { dg-message "loop vectorized by hyperlane: VF 8" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (double dt)
{
  KICK_DRIFT (bref, dt)
  DRIFT (pref, dt)
  DRIFT (fref, (float) dt)
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      b[i].x = bref[i].x = p[i].x = pref[i].x = i * 0.5;
      b[i].y = bref[i].y = p[i].y = pref[i].y = i * -0.25;
      b[i].z = bref[i].z = p[i].z = pref[i].z = (i % 7) * 1.5;
      b[i].vx = bref[i].vx = p[i].vx = pref[i].vx = 1.0 / (i + 1);
      b[i].vy = bref[i].vy = p[i].vy = pref[i].vy = (i % 5) * 0.125;
      b[i].vz = bref[i].vz = p[i].vz = pref[i].vz = -0.375;
      b[i].m = bref[i].m = 1.0 + i;
      f[i].x = fref[i].x = i * 0.5f;
      f[i].y = fref[i].y = i * -0.25f;
      f[i].z = fref[i].z = (i % 7) * 1.5f;
      f[i].vx = fref[i].vx = 1.0f / (i + 1);
      f[i].vy = fref[i].vy = (i % 5) * 0.125f;
      f[i].vz = fref[i].vz = -0.375f;
      a[i].ax = (i % 3) * 0.01;
      a[i].ay = -0.02;
      a[i].az = 1.0 / (i + 2);
    }
  for (int r = 0; r < 3; r++)
    {
      kick_drift (0.01);
      drift (0.01);
      drift_f ((float) 0.01);
      reference (0.01);
    }
  if (__builtin_memcmp (b, bref, sizeof b) || __builtin_memcmp (p, pref, sizeof p)
      || __builtin_memcmp (f, fref, sizeof f))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "weight 149 \\(GCC's SLP plan in memory order: 104\\) \\(31 of it vector accesses that may split a cache line where GCC's narrower ones do not\\): the plan does not weigh less" "hyperlane" } } */
/* { dg-final { scan-tree-dump "weight 62 \\(GCC's SLP plan in memory order: 64\\) \\(18 of it vector accesses" "hyperlane" } } */
