/* hlp=off is accepted and silences the HLP pass.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-hlp=off -fopt-info-vec-all" } */

#define N 256
struct P { float x, y, z; } a[N];
float s[N];

void
sum3 (void)
{
  for (int i = 0; i < N; i++)	/* { dg-bogus "hyperlane:" } */
    s[i] = a[i].x + a[i].y + a[i].z;
}
