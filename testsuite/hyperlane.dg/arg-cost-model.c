/* cost=model is accepted.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-hyperlane-cost=model" } */

float a[64], b[64];

void
scale (void)
{
  for (int i = 0; i < 64; i++)
    a[i] = 2.0f * b[i];
}
