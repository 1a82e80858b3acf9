/* hlp=on is accepted and the HLP pass reports on the loop.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-hlp=on -fopt-info-vec-all" } */

#define N 256
struct P { float x, y, z; } a[N];
float s[N];

void
sum3 (void)
{
  for (int i = 0; i < N; i++)	/* { dg-message "hyperlane: analysed loop" } */
    s[i] = a[i].x + a[i].y + a[i].z;
}
