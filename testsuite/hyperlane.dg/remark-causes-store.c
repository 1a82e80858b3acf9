/* A store on some iterations only, at SSE4.2 (no masked stores): the
   remark names the store and -fallow-store-data-races.  */
/* { dg-do compile } */
/* { dg-options "-O3 -msse4.2 -fopt-info-vec-missed" } */

struct p { int x, y, z; };

void
guarded_store (struct p *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i].x > 0)
      a[i].y = a[i].z;	/* { dg-message "control flow in loop body \\(a store on some iterations only: GCC's if-conversion needs a masked store \\(AVX2, AVX-512\\) or -fallow-store-data-races" } */
}
