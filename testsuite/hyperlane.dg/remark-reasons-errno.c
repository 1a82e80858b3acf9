/* sqrtf kept as a call that may set errno (GCC's call DCE, which splits
   off the errno path into a branch, is off): the remark names
   -fno-math-errno.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fno-tree-builtin-call-dce -fopt-info-vec-missed" } */

float a[1024], b[1024];

void
root (int n)
{
  for (int i = 0; i < n; i++)
    a[i] = __builtin_sqrtf (b[i]);	/* { dg-message "loop not analysed: loop body contains a function call: 'sqrtf' \\(a math function that may set errno; -fno-math-errno \\(or -ffast-math\\) lets it be computed lane by lane\\)" } */
}
