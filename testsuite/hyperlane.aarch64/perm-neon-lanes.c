/* NEON moves full groups of three with one ld3 and one st3: a field
   shuffle of xyz vectors has no permute at all.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-slp-vectorize -fplugin-arg-hyperlane-cost=always -fopt-info-vec" } */

struct v3 { float x, y, z; };

void
shuffle (struct v3 *restrict c, const struct v3 *restrict a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop vectorized by hyperlane: VF 4 \\(neon\\), 2 strided groups, 0 permutes" } */
    {
      c[i].x = a[i].y + a[i].z;
      c[i].y = a[i].z * a[i].x;
      c[i].z = a[i].x - a[i].y;
    }
}

/* { dg-final { scan-assembler-times {\tld3\t} 1 } } */
/* { dg-final { scan-assembler-times {\tst3\t} 1 } } */
/* { dg-final { scan-assembler-not {\t(tbl|zip[12]|uzp[12])\t} } } */
