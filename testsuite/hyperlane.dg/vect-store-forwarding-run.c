/* vect-store-forwarding.c's s111 taken anyway (cost=always): the plan
   with the forwarding hazard computes the right values.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec" } */

#define N 1001
float a[N], b[N], want[N];

__attribute__ ((noipa)) void
odd_from_even (int n)
{
  for (int i = 1; i < n; i += 2)	/* { dg-message "loop vectorized by hyperlane" } */
    a[i] = a[i - 1] + b[i];
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      a[i] = want[i] = (float) i * 0.5f - 7.0f;
      b[i] = (float) (i % 13) / 3.0f;
    }
  odd_from_even (N);
  for (int i = 1; i < N; i += 2)
    want[i] = want[i - 1] + b[i];
  for (int i = 0; i < N; i++)
    if (__builtin_memcmp (&a[i], &want[i], sizeof (float)))
      __builtin_abort ();
  return 0;
}
