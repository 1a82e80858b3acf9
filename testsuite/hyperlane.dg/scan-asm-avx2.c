/* With the plugin loaded, the AoS dot product still vectorizes for AVX2.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O3 -mavx2 -ffp-contract=off" } */

#define N 1024
struct P { float x, y, z; } a[N], b[N];
float out[N];

void
dot (void)
{
  for (int i = 0; i < N; i++)
    out[i] = a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
}

/* { dg-final { scan-assembler "\tvmulps\t\[^\n\]*%ymm" } } */
/* { dg-final { scan-assembler-not "\tcall\t" } } */
