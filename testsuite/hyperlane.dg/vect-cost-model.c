/* With the default cost model hyperlane leaves a contiguous loop, where it
   has nothing to gain, to GCC's vectorizer.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec" } */

float a[1024], b[1024];

void
f (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized using 32 byte vectors" } */
    a[i] = b[i] + 1.0f;
}
/* { dg-bogus "vectorized by hyperlane" "" { target *-*-* } 11 } */
