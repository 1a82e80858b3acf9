/* Loops hyperlane must leave to GCC say why with -fopt-info-vec-missed.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fopt-info-vec-missed" } */

float a[1024], b[1024];

float
reduction (int n)
{
  float s = 0;
  /* Without -fassociative-math the sum is accumulated in order
     (vect-reduction-in-order-*.c): no longer missed.  */
  for (int i = 0; i < n; i++)
    {
      b[i] = a[i];
      s += a[i];
    }
  return s;
}

void
carried (int n)
{
  for (int i = 1; i < n; i++)
    a[i] = a[i - 1] * 2.0f;	/* { dg-message "hyperlane: loop left to GCC: loop-carried data dependence" } */
}

long *ptrs[1024];

/* A pointer induction variable as data (integer ones are vectorized:
   vect-iv-data-*.c).  */
void
iv_as_data (int n, long *q)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: an induction variable is used as data" } */
    {
      ptrs[i] = q;
      q += 2;
    }
}

/* Forced past the cost model (cost=always), so the contiguous loop is
   taken; the cost model's own remarks are in remark-reasons-cost.c.  */
void
cost_forced (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 1.0f;	/* { dg-bogus "loop left to GCC" } */
}
