/* GCC's SLP plans that store a group as strided pieces.  An n-body kick
   and drift writes six of a body's seven fields (the mass is left), and
   its lanes differ after z (a new velocity against a loaded
   acceleration): GCC 12 splits the store group into two instances of
   three lanes and runs them on 16-byte vectors, each record's run
   stored as a pair and a single, with about 9 shuffles per 2 bodies.
   Hyperlane's plan (29 permutes and 4 masked stores per 4 bodies) does
   not weigh less: llvm-mca-14 predicts it at 0.88x of GCC's loop on
   Skylake, 0.98x on Ice Lake, 1.07x on Haswell.  Left to GCC.  A drift
   alone (x += vx * dt, three of six fields) weighs far less than GCC's
   strided plan and is taken.  Both results are bit-identical to the
   scalar loops.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-options "-O3 -march=skylake -ffp-contract=off -fplugin-arg-hyperlane-verify -fdump-tree-hyperlane-details -fopt-info-vec-optimized-missed" } */

#define N 203
typedef struct { double x, y, z, vx, vy, vz, m; } body;
typedef struct { double ax, ay, az; } accel;
typedef struct { double x, y, z, vx, vy, vz; } particle;
body b[N], bref[N];
accel a[N];
particle p[N], pref[N];

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
  DRIFT (p, dt) /* { dg-message "loop vectorized by hyperlane: VF 4" } */
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (double dt)
{
  KICK_DRIFT (bref, dt)
  DRIFT (pref, dt)
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
      a[i].ax = (i % 3) * 0.01;
      a[i].ay = -0.02;
      a[i].az = 1.0 / (i + 2);
    }
  for (int r = 0; r < 3; r++)
    {
      kick_drift (0.01);
      drift (0.01);
      reference (0.01);
    }
  if (__builtin_memcmp (b, bref, sizeof b) || __builtin_memcmp (p, pref, sizeof p))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "weight 118 \\(GCC's SLP plan in memory order: 104\\): the plan does not weigh less" "hyperlane" } } */
