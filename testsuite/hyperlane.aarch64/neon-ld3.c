/* The stride-3 AoS loads vectorize to NEON ld3 with the plugin loaded.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=armv8-a" } */

#define N 1024
struct P { float x, y, z; } a[N], b[N];
float out[N];

void
dot (void)
{
  for (int i = 0; i < N; i++)
    out[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}

/* { dg-final { scan-assembler-times "\tld3\t" 2 } } */
/* { dg-final { scan-assembler "\tfmul\tv\[0-9\]+\\.4s" } } */
