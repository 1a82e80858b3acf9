/* -fdump-tree-hyperlane-layout records the layout spec of a named array.  */
/* { dg-do compile } */
/* { dg-options {-O2 -fplugin-arg-hyperlane-layout=a[i][f]->INTERCHANGE(i,f) -fdump-tree-hyperlane-layout} } */

static struct P { float x, y, z; } a[64];

float
sumx (void)
{
  float s = 0;
  for (int i = 0; i < 64; i++)
    s += a[i].x;
  return s;
}

/* { dg-final { scan-tree-dump "array a: spec a\\\[i\\\]\\\[f\\\] -> INTERCHANGE\\(i, f\\)" "hyperlane-layout" } } */
