/* '#pragma omp simd' and '#pragma GCC ivdep' assert that consecutive
   iterations do not depend on each other (the loop's safelen); GCC's
   vectorizer then needs no runtime alias check, and neither does
   hyperlane where safelen covers its VF.  A safelen shorter than VF keeps
   the checks.  Run against the scalar loop.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=off -fopenmp-simd -fopt-info-vec-optimized -fdump-tree-hyperlane-details" } */

#include <string.h>

struct point { float x, y, z; };

#define BODY(c, b, i) (b[i] = c[i].x * c[i].y + c[i].z)

__attribute__ ((noipa)) void
simd_all (struct point *c, float *b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (c, b, i);
}

__attribute__ ((noipa)) void
ivdep_all (struct point *c, float *b, int n)
{
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
    BODY (c, b, i);
}

__attribute__ ((noipa)) void
simd_short (struct point *c, float *b, int n)
{
#pragma omp simd safelen(4)
  for (int i = 0; i < n; i++)
    BODY (c, b, i);
}

__attribute__ ((noipa)) void
no_promise (struct point *c, float *b, int n)
{
  for (int i = 0; i < n; i++)
    BODY (c, b, i);
}

__attribute__ ((optimize ("no-tree-vectorize"), noipa)) static void
reference (struct point *c, float *b, int n)
{
  for (int i = 0; i < n; i++)
    BODY (c, b, i);
}

#define N 301
static struct point c[N], c_ref[N];
static float b[N], b_ref[N];

int
main (void)
{
  void (*kernels[]) (struct point *, float *, int)
    = { simd_all, ivdep_all, simd_short, no_promise };
  for (int k = 0; k < 4; k++)
    for (int n = 0; n <= N; n += (n < 20 ? 1 : 47))
      {
	for (int i = 0; i < N; i++)
	  {
	    c[i].x = c_ref[i].x = i * 0.5f - 3.0f;
	    c[i].y = c_ref[i].y = (i % 7) * 0.25f;
	    c[i].z = c_ref[i].z = 1.0f / (i + 1);
	    b[i] = b_ref[i] = 0.0f;
	  }
	kernels[k] (c, b, n);
	reference (c_ref, b_ref, n);
	if (memcmp (c, c_ref, sizeof c) || memcmp (b, b_ref, sizeof b))
	  __builtin_abort ();
      }
  return 0;
}

/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "simd_all" { target *-*-* } 21 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "ivdep_all" { target *-*-* } 28 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "simd_short" { target *-*-* } 37 } */
/* { dg-message "loop vectorized by hyperlane: VF 8 \\(avx2\\)" "no_promise" { target *-*-* } 43 } */
/* { dg-final { scan-tree-dump-not {Function simd_all \((?:(?!;; Function).)*versioned for aliasing} "hyperlane" } } */
/* { dg-final { scan-tree-dump-not {Function ivdep_all \((?:(?!;; Function).)*versioned for aliasing} "hyperlane" } } */
/* { dg-final { scan-tree-dump {Function simd_short \((?:(?!;; Function).)*versioned for aliasing} "hyperlane" } } */
/* { dg-final { scan-tree-dump {Function no_promise \((?:(?!;; Function).)*versioned for aliasing} "hyperlane" } } */
