/* Without -fallow-store-data-races the unused fields are never written
   back: at -mtune=generic, where masked stores are slow, the store of
   one field of two is left to GCC rather than blended (the store-data-race
   rule GCC's own vectorizer follows).  */
/* { dg-do compile } */
/* { dg-options "-O3 -mavx2 -mfma -ffp-contract=off -fopt-info-vec-missed" } */

#define N 32000
float a[N], b[N], c[N], d[N];

void
even (void)			/* TSVC s1111.  */
{
  for (int i = 0; i < N / 2; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model" } */
    a[2 * i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i] + d[i] * b[i] + d[i] * c[i];
}

/* { dg-final { scan-assembler-not {\tvblendps\t} } } */
/* { dg-final { scan-assembler-not {\tvmaskmovps\t} } } */
