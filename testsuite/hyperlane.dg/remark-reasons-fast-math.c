/* -ffast-math allows reordering a float sum, but a float minimum or
   maximum reduction is not planned: the remark names no option.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ffast-math -fopt-info-vec-missed" } */

struct p { float x, y, z; } s[1024];

float
maximum (int n)
{
  float m = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: floating-point minimum or maximum reduction" } */
    m = s[i].x > m ? s[i].x : m;
  return m;
}
