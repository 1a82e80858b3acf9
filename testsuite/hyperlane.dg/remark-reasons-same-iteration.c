/* Dependences within one iteration, which GCC's value numbering (a stored
   value loaded again) and dead store elimination (a store overwritten)
   remove at -O3: with them off, hyperlane names them.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse -fopt-info-vec-missed" } */

struct q { int x, y, z; } t[1024];

void
store_then_load (int n)
{
  for (int i = 0; i < n; i++)
    {
      t[i].x = t[i].y + 1;
      t[i].z = t[i].x * 2;	/* { dg-message "loop left to GCC: value stored and loaded again in one iteration" } */
      t[i].y = 0;
    }
}

void
two_stores (int n)
{
  for (int i = 0; i < n; i++)
    {
      t[i].x = t[i].y + 1;
      t[i].z = 2;
      t[i].x = t[i].z + 3;	/* { dg-message "loop left to GCC: two stores to one location in one iteration" } */
      t[i].y = 0;
    }
}
