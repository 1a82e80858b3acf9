/* The legality reasons of "loop left to GCC" (docs/remarks.md) a C loop
   reaches at -O3; those behind GCC's value numbering and dead store
   elimination are in remark-reasons-same-iteration.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

float a[1024];
int ia[1024], ib[1024];

void
carried (int n)
{
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 2.0f;	/* { dg-message "loop left to GCC: loop-carried data dependence at a distance shorter than the vector length" } */
}

/* The load's value is used only after the loop: no group of the vector
   loop holds it, so no runtime check can keep it apart from the store.  */
float
live_out_load (float *p, float *q, int n)
{
  float last = 0;
  for (int i = 0; i < n; i++)
    {
      last = p[i];	/* { dg-message "loop left to GCC: data dependence of unknown distance that a runtime check cannot resolve" } */
      q[i] = a[i];
    }
  return last;
}

void
invariant_store (int n, int *r)
{
  for (int i = 0; i < n; i++)
    {
      *r = ia[i];	/* { dg-message "loop left to GCC: access to a loop-invariant address" } */
      ib[i] = ia[i];
    }
}

void
opposite_directions (int n)
{
  for (int i = 0; i < n; i++)
    ia[2 * i] = ib[2 * (n - 1 - i)];	/* { dg-message "loop left to GCC: groups step in opposite directions, one with a gap in its records or sharing its memory with another" } */
}

/* Pointers that may overlap: the runtime check and what removes it.  */
void
may_overlap (int *p, int *q, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: 1 data dependences of unknown distance \\(needs a runtime alias check; restrict on the pointers avoids it\\)" } */
    p[2 * i] = q[2 * i + 1];
}
