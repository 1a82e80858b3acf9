/* Dependences within one iteration, which GCC's value numbering (a stored
   value loaded again) and dead store elimination (a store overwritten)
   remove at -O3: with them off, hyperlane forwards a stored value to the
   load of the same location and names what it cannot forward.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse -fopt-info-vec-all" } */

struct q { int x, y, z; } t[1024];

void
store_then_load (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane" } */
    {
      t[i].x = t[i].y + 1;
      t[i].z = t[i].x * 2;	/* { dg-message "value stored and loaded again in one iteration: the load takes the stored value" } */
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

/* A load that reads part of a stored value (another member of a union)
   is not forwarded: GCC's dependence analysis gives no distance for it.  */
union u { double d; float f[2]; };
struct r { union u a, b, c; };

void
partial_overlap (struct r *p, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[i].a.d = p[i].b.d + 1.0;	/* { dg-message "loop left to GCC: data dependence of unknown distance that a runtime check cannot resolve" } */
      p[i].c.d = (double) p[i].a.f[1] * 2.0;
    }
}
