/* A well-formed layout spec is accepted (braces keep the brackets literal).  */
/* { dg-do compile } */
/* { dg-options {-O3 -fplugin-arg-hyperlane-layout=a[i][f]->INTERCHANGE(i,f)} } */

static float a[128][3];

float
first (void)
{
  return a[0][0];
}
