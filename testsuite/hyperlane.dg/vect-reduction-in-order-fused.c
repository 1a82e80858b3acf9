/* An in-order sum in a loop GCC 12 leaves scalar (a double sum of a
   product with a float value: "multiple types in ... fold-left
   reduction").  Under -ffp-contract=fast GCC's scalar loop fuses the
   product into the sum (s = fma (x * y, w, s)), which a vector loop adding
   its lanes one by one cannot: the loop is refused, with the option that
   changes it; so is a chain of additions GCC builds no SLP reduction of.
   Without the fusion the loop is taken (cost=always) and the
   sums are the scalar loop's, bit for bit.  */
/* { dg-do compile } */
/* { dg-do run { target { avx2_runtime && x86_64_v3_runtime } } } */
/* { dg-options "-O3 -march=haswell -ffp-contract=fast -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-verify -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

#include <stdlib.h>

struct q { double x, y; float w; };

#define KERNEL __attribute__ ((noipa))
#define SCALAR __attribute__ ((noipa, optimize ("no-tree-vectorize")))

#define KERNELS(SUFFIX, ATTR)						\
  ATTR double								\
  fused##SUFFIX (const struct q *a, int n)				\
  {									\
    double s = 0.125;							\
    for (int i = 0; i < n; i++)						\
      s += a[i].x * a[i].y * a[i].w;					\
    return s;								\
  }									\
  /* The product is added to another value first: nothing fuses into	\
     the sum (reassociation keeps the order of a strict sum).  */	\
  ATTR double								\
  apart##SUFFIX (const struct q *a, int n)				\
  {									\
    double s = -0.5;							\
    for (int i = 0; i < n; i++)						\
      s += (a[i].x + a[i].w) / a[i].y;					\
    return s;								\
  }									\
  /* A chain of a product and a value (no SLP chain: GCC runs the	\
     scalar loop, which fuses the product into the sum).  */		\
  ATTR double								\
  chain##SUFFIX (const struct q *a, int n)				\
  {									\
    double s = 2.0;							\
    for (int i = 0; i < n; i++)						\
      {									\
	s += a[i].x * a[i].y;						\
	s += a[i].y;							\
      }									\
    return s;								\
  }

KERNELS (, KERNEL)
KERNELS (_ref, SCALAR)

/* { dg-message "hyperlane: loop left to GCC: the scalar loop fuses a multiplication into its in-order sum \\(-ffp-contract=fast\\), which the vector loop adds lane by lane: -ffp-contract=off computes both apart" "" { target *-*-* } 53 } */
/* { dg-final { scan-tree-dump-times "loop vectorized by hyperlane" 1 "hyperlane" } } */
/* The refused loop has no DAG to print.  */
/* { dg-final { scan-tree-dump-times "GCC's loop vectorizer leaves the loop scalar: a floating-point sum accumulated in order" 1 "hyperlane" } } */

#define MAXN 300
static struct q qa[MAXN];

int
main (void)
{
  unsigned seed = 12345;
  for (int i = 0; i < MAXN; i++)
    {
      seed = seed * 1103515245u + 12345u;
      qa[i].x = (double) (seed >> 8) / (1 << 20) * ((i % 5) ? 1e-3 : 1e4);
      seed = seed * 1103515245u + 12345u;
      qa[i].y = 1.0 + (double) (seed >> 9) / 3e6;
      qa[i].w = (float) ((seed >> 5) % 1000) / 7.0f - 40.0f;
    }
  for (int n = 0; n <= MAXN; n += (n < 40 ? 1 : 37))
    {
      double f = fused (qa, n), fr = fused_ref (qa, n);
      double a = apart (qa, n), ar = apart_ref (qa, n);
      double c = chain (qa, n), cr = chain_ref (qa, n);
      if (__builtin_memcmp (&f, &fr, sizeof f) || __builtin_memcmp (&a, &ar, sizeof a)
	  || __builtin_memcmp (&c, &cr, sizeof c))
	abort ();
    }
  return 0;
}
