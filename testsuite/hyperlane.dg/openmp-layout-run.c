/* A file-scope array changed to SoA and accessed only in OpenMP
   parallel loops: the layout pass rewrites the outlined functions'
   accesses with the others.  A local array whose address the parallel
   region's shared record takes keeps its layout, with the warning: the
   outlined function reaches it through a pointer.  */
/* { dg-do run { target fopenmp } } */
/* { dg-options "-O3 -ffp-contract=off -fopenmp -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized-missed -fdump-tree-hyperlane-layout-details" } */

#include <omp.h>

#define N 1003
struct v3 { float x, y, z; };
#pragma array_transform A[i][f] -> INTERCHANGE(i, f)
static struct v3 A[N];	/* { dg-message "layout of 'A' changed by 'A\\\[i\\\]\\\[f\\\] -> INTERCHANGE\\(i, f\\)'" } */
float out[N];

__attribute__ ((noipa)) void
fill (void)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    {
      A[i].x = i;
      A[i].y = 2 * i;
      A[i].z = 3 * i + 1;
    }
}

__attribute__ ((noipa)) void
use (void)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = A[i].x * A[i].y - A[i].z;
}

__attribute__ ((noipa)) double
local (int n)
{
#pragma array_transform u[i][m] -> INTERCHANGE(i, m)
  double u[64][3];
  /* The warning points at the statement that takes the address: the
     parallel region's set-up of its shared record.  */
  /* { dg-warning "layout of 'u' not changed: its address is taken in a statement" "" { target *-*-* } .+2 } */
  double s = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    {
      u[i][0] = i;
      u[i][1] = 2 * i;
      u[i][2] = 3 * i + 1;
    }
  for (int i = 0; i < n; i++)
    s += u[i][0] * u[i][1] - u[i][2];
  return s;
}

int
main (void)
{
  omp_set_num_threads (2);
  fill ();
  use ();
  for (int i = 0; i < N; i++)
    if (out[i] != (float) i * (float) (2 * i) - (float) (3 * i + 1))
      __builtin_abort ();
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += (double) i * (2 * i) - (3 * i + 1);
  if (local (64) != s)
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump "rewrote A\\\[i\\\].y -> A\\\[1\\\]\\\[i\\\]" "hyperlane-layout" } } */
/* { dg-prune-output "missed:" } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "basic block" } */
