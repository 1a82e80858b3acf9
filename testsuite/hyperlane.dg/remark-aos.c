/* -fopt-info-vec-all shows the HLP remarks for an AoS dot product.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopt-info-vec-all" } */

#define N 1024
struct P { float x, y, z; } a[N], b[N];
float out[N];

void
dot (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "hyperlane: analysed loop: 7 data references in 3 groups, 2 interleaved" } */
    out[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
  /* { dg-message "hyperlane: interleaved load group: stride 3, 3 of 3 fields, 4-byte elements" "load groups" { target *-*-* } .-2 } */
}
