/* hyperlane-tune's test program (testsuite/hyperlane.tune): stride-3 and
   stride-5 arrays of structures in a hot loop, and one whose address is
   taken (the plugin refuses any layout for it).  Prints
   "Verification = SUCCESSFUL" when the result matches a computation over
   private copies in the declared layout.  Copyright (C) 2026 The
   hyperlane authors.  GPL-3.0-or-later.  */
#include <stdio.h>
#include <string.h>

#define N 2048
#define STEPS 2000

static double p[N][3];          /* positions: stride 3 */
static double q[N][5];          /* five fields: stride 5 */
static double w[N][3];          /* its address is taken below */

static double rp[N][3], rq[N][5], rw[N][3];

static void
init (void)
{
  memset (w, 0, sizeof w);
  for (int i = 0; i < N; i++)
    {
      for (int m = 0; m < 3; m++)
        rp[i][m] = p[i][m] = (double) ((i * 7 + m) % 13) / 13.0;
      for (int m = 0; m < 5; m++)
        rq[i][m] = q[i][m] = (double) ((i * 3 + m) % 11) / 11.0;
      for (int m = 0; m < 3; m++)
        rw[i][m] = 0.0;
    }
}

static void
step (void)
{
  for (int i = 0; i < N; i++)
    {
      double s = q[i][0] + q[i][1] * p[i][0] + q[i][2] * p[i][1] + q[i][3] * p[i][2];
      p[i][0] = p[i][0] * 0.5 + 0.25 * q[i][4];
      p[i][1] = p[i][1] * 0.5 + 0.25 * s;
      p[i][2] = p[i][2] * 0.5 + 0.125 * s;
      w[i][0] += p[i][0];
      w[i][1] += p[i][1];
      w[i][2] += p[i][2];
    }
}

static void
ref_step (void)
{
  for (int i = 0; i < N; i++)
    {
      double s = rq[i][0] + rq[i][1] * rp[i][0] + rq[i][2] * rp[i][1] + rq[i][3] * rp[i][2];
      rp[i][0] = rp[i][0] * 0.5 + 0.25 * rq[i][4];
      rp[i][1] = rp[i][1] * 0.5 + 0.25 * s;
      rp[i][2] = rp[i][2] * 0.5 + 0.125 * s;
      rw[i][0] += rp[i][0];
      rw[i][1] += rp[i][1];
      rw[i][2] += rp[i][2];
    }
}

int
main (void)
{
  init ();
  for (int t = 0; t < STEPS; t++)
    step ();
  __asm__ volatile ("" ::: "memory");
  for (int t = 0; t < STEPS; t++)
    ref_step ();
  double err = 0.0;
  for (int i = 0; i < N; i++)
    for (int m = 0; m < 3; m++)
      {
        double d = p[i][m] - rp[i][m], e = w[i][m] - rw[i][m];
        err += (d < 0 ? -d : d) + (e < 0 ? -e : e);
      }
  printf ("error %g\n", err);
  printf ("Verification = %s\n", err < 1e-9 ? "SUCCESSFUL" : "UNSUCCESSFUL");
  return 0;
}
