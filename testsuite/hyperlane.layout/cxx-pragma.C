// The pragma in C++: a static array in a namespace-free translation unit.
// { dg-do run }
// { dg-options "-O3 -fdump-tree-hyperlane-layout" }

#include <cstdlib>

static float a[64][4], b[64][4];
#pragma array_transform a[i][c] -> INTERCHANGE(i, c)

int
main ()
{
  for (int i = 0; i < 64; i++)
    {
      a[i][0] = b[i][0] = i;
      a[i][1] = b[i][1] = 2 * i;
      a[i][2] = b[i][2] = -i;
      a[i][3] = b[i][3] = 1;
    }
  float s = 0, t = 0;
  for (int i = 0; i < 64; i++)
    s += a[i][0] * a[i][1] + a[i][2] * a[i][3];
  for (int i = 0; i < 64; i++)
    t += b[i][0] * b[i][1] + b[i][2] * b[i][3];
  if (s != t)
    abort ();
  return 0;
}

// { dg-final { scan-tree-dump "new piece a: float\\\[4\\\]\\\[64\\\]" "hyperlane-layout" } }
