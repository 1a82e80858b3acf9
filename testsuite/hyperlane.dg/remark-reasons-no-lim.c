/* A read at a loop-invariant address computed inside the loop, which
   GCC's invariant motion would have hoisted.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-loop-im -fno-tree-pre -fno-code-hoisting -fopt-info-vec-missed" } */

struct q { int x, y, z; } t[1024];
int w[64];

void
weight (int n, int k)
{
  for (int i = 0; i < n; i++)
    {
      t[i].x = w[k * 2] + t[i].y;	/* { dg-message "loop left to GCC: a loop-invariant address computed in the loop" } */
      t[i].y = 1;
      t[i].z = 2;
    }
}
