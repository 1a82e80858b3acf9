/* With GCC's if-conversion turned off the branch remark names the option,
   not the masked store if-conversion would need.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-loop-if-convert -fopt-info-vec-missed" } */

int ia[1024], ib[1024];

void
guarded_store (int n)
{
  for (int i = 0; i < n; i++)
    if (ia[i] > 0)
      ib[i] = 3;	/* { dg-message "loop not analysed: control flow in loop body \\(GCC's if-conversion is disabled by -fno-tree-loop-if-convert\\)" } */
}
