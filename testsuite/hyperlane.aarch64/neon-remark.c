/* The cross plugin reports the AoS groups for aarch64 too.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=armv8-a -fopt-info-vec-all" } */

#define N 1024
struct P { float x, y, z; } a[N], b[N];
float out[N];

void
dot (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "hyperlane: interleaved load group: stride 3" } */
    out[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}
