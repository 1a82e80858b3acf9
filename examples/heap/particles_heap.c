/* Heap particles: an array of structures from malloc, pushed through a
   damped harmonic field step after step.  The layout of 'struct particle'
   comes from the command line (docs/layout.md section 13):

     gcc-12 -O3 -march=native -fwhole-program -fplugin=hyperlane \
       '-fplugin-arg-hyperlane-layout=struct particle -> SOA' particles_heap.c

   -DHAND_SOA builds the same program written by hand over one array per
   field (restrict pointers: the best a programmer can do), for the
   comparison.  Prints the CPU time of the steps and a checksum of every
   field, which is the same bit for bit in every build (-ffp-contract=off).
   Usage: particles_heap [N [STEPS]].
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef HAND_SOA

struct particle
{
  float x, y, z;
  float vx, vy, vz;
  float m, q;
  int id;
};

static struct particle *ps;

static void
init (int n)
{
  ps = malloc (n * sizeof (struct particle));
  if (!ps)
    exit (1);
  unsigned seed = 12345;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 1103515245u + 12345u;
      ps[i].x = (float) (seed >> 8) / 16777216.0f - 0.5f;
      ps[i].y = 0.25f * ps[i].x + 0.125f;
      ps[i].z = -ps[i].x;
      ps[i].vx = 0.5f;
      ps[i].vy = ps[i].x * 0.75f;
      ps[i].vz = 0.0f;
      ps[i].m = 1.0f + (float) (i & 7);
      ps[i].q = (float) (i % 3) - 1.0f;
      ps[i].id = i;
    }
}

__attribute__ ((noinline)) static void
step (int n, float dt, float k, float c)
{
  for (int i = 0; i < n; i++)
    {
      float w = k * ps[i].q;
      ps[i].vx += (-w * ps[i].x - c * ps[i].vx) * dt;
      ps[i].vy += (-w * ps[i].y - c * ps[i].vy) * dt;
      ps[i].vz += (-w * ps[i].z - c * ps[i].vz) * dt;
      ps[i].x += ps[i].vx * dt;
      ps[i].y += ps[i].vy * dt;
      ps[i].z += ps[i].vz * dt;
    }
}

static double
checksum (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (ps[i].x + 2.0 * ps[i].y + 3.0 * ps[i].z + ps[i].vx - ps[i].vy
	  + ps[i].vz) * ps[i].m + ps[i].id * 1e-6;
  return s;
}

static void
release (void)
{
  free (ps);
}

#else /* HAND_SOA */

static float *px, *py, *pz, *pvx, *pvy, *pvz, *pm, *pq;
static int *pid;

static void *
xmalloc (size_t n)
{
  void *p = malloc (n);
  if (!p)
    exit (1);
  return p;
}

static void
init (int n)
{
  px = xmalloc (n * sizeof (float));
  py = xmalloc (n * sizeof (float));
  pz = xmalloc (n * sizeof (float));
  pvx = xmalloc (n * sizeof (float));
  pvy = xmalloc (n * sizeof (float));
  pvz = xmalloc (n * sizeof (float));
  pm = xmalloc (n * sizeof (float));
  pq = xmalloc (n * sizeof (float));
  pid = xmalloc (n * sizeof (int));
  unsigned seed = 12345;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 1103515245u + 12345u;
      px[i] = (float) (seed >> 8) / 16777216.0f - 0.5f;
      py[i] = 0.25f * px[i] + 0.125f;
      pz[i] = -px[i];
      pvx[i] = 0.5f;
      pvy[i] = px[i] * 0.75f;
      pvz[i] = 0.0f;
      pm[i] = 1.0f + (float) (i & 7);
      pq[i] = (float) (i % 3) - 1.0f;
      pid[i] = i;
    }
}

__attribute__ ((noinline)) static void
step_arrays (int n, float dt, float k, float c, float *restrict x,
	     float *restrict y, float *restrict z, float *restrict vx,
	     float *restrict vy, float *restrict vz, const float *restrict q)
{
  for (int i = 0; i < n; i++)
    {
      float w = k * q[i];
      vx[i] += (-w * x[i] - c * vx[i]) * dt;
      vy[i] += (-w * y[i] - c * vy[i]) * dt;
      vz[i] += (-w * z[i] - c * vz[i]) * dt;
      x[i] += vx[i] * dt;
      y[i] += vy[i] * dt;
      z[i] += vz[i] * dt;
    }
}

static void
step (int n, float dt, float k, float c)
{
  step_arrays (n, dt, k, c, px, py, pz, pvx, pvy, pvz, pq);
}

static double
checksum (int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (px[i] + 2.0 * py[i] + 3.0 * pz[i] + pvx[i] - pvy[i] + pvz[i])
	 * pm[i] + pid[i] * 1e-6;
  return s;
}

static void
release (void)
{
  free (px), free (py), free (pz), free (pvx), free (pvy), free (pvz);
  free (pm), free (pq), free (pid);
}

#endif

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 100000;
  int steps = argc > 2 ? atoi (argv[2]) : 2000;
  if (n <= 0 || steps <= 0)
    return 2;
  init (n);
  clock_t t0 = clock ();
  for (int s = 0; s < steps; s++)
    step (n, 0.001f, 4.0f, 0.05f);
  clock_t t1 = clock ();
  printf ("checksum %.17g\n", checksum (n));
  printf ("cpu %.6f s\n", (double) (t1 - t0) / CLOCKS_PER_SEC);
  release ();
  return 0;
}
