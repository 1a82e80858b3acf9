/* vect-store-forwarding.c at AVX-512, where masked stores are cheap but
   forwarding from them fails all the same.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -ffp-contract=off -fopt-info-vec-missed" } */

#define N 32000
float a[N], b[N];

void
odd_from_even (void)		/* TSVC s111.  */
{
  for (int i = 1; i < N; i += 2)	/* { dg-message "hyperlane: loop left to GCC: cost model: store-to-load forwarding fails" } */
    a[i] = a[i - 1] + b[i];
}

void
odd_from_other (float *restrict c, const float *restrict d)
{
  /* The masked store writes C, the loads read D: nothing to forward.  */
  for (int i = 1; i < N; i += 2)	/* { dg-bogus "store-to-load forwarding" } */
    c[i] = d[i - 1] + d[i];
}
