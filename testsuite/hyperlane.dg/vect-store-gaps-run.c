/* -fallow-store-data-races lets a store of some fields write the others
   back: a load, a blend and a whole store, where -mtune (generic here)
   makes masked stores slow.  The fields in between keep their values,
   and nothing past the last record a scalar iteration accesses is
   written: each array is followed by a canary, and the loops end at the
   array's end with the stored field first (even) or last (odd) in its
   record.  */
/* { dg-do compile } */
/* { dg-do run { target avx2_runtime } } */
/* { dg-options "-O3 -mavx2 -mfma -ffp-contract=off -fallow-store-data-races -fplugin-arg-hyperlane-verify -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#define N 1001

struct guarded { float a[2 * N]; float canary[16]; } e, o, re, ro;
float b[N], c[N], d[N];

__attribute__ ((noipa)) void
even (int n)			/* TSVC s1111.  */
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane" } */
    e.a[2 * i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i];
}

__attribute__ ((noipa)) void
odd (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane" } */
    o.a[2 * i + 1] = c[i] * d[i] - b[i];
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
reference (int n)
{
  for (int i = 0; i < n; i++)
    {
      re.a[2 * i] = c[i] * b[i] + d[i] * b[i] + c[i] * c[i];
      ro.a[2 * i + 1] = c[i] * d[i] - b[i];
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      b[i] = i * 0.25f - 9;
      c[i] = (i % 17) * 0.5f;
      d[i] = 1.0f / (i + 3);
    }
  for (int i = 0; i < 2 * N; i++)
    e.a[i] = o.a[i] = re.a[i] = ro.a[i] = -(float) i;
  for (int i = 0; i < 16; i++)
    e.canary[i] = o.canary[i] = re.canary[i] = ro.canary[i] = 12345.0f + i;
  even (N);
  odd (N);
  reference (N);
  if (__builtin_memcmp (&e, &re, sizeof e) || __builtin_memcmp (&o, &ro, sizeof o))
    __builtin_abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 2 "hyperlane" } } */
/* { dg-final { scan-tree-dump-not "store x8 \[^\n\]* mask" "hyperlane" } } */
