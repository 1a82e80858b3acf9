/* Cost model reasons (docs/remarks.md), each naming the option that takes
   the loop anyway; the weight and widening reasons are in vect-cost-*.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fopt-info-vec-missed" } */

float a[1024], b[1024];
struct f3 { float x, y, z; } tf[1024], tg[1024];

void
contiguous (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: no strided group: GCC's vectorizer does as well \\(permutes 0, GCC plan: 0\\): -fplugin-arg-hyperlane-cost=always takes it" } */
    a[i] = b[i] + 1.0f;
}

void
isomorphic (int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: fields are isomorphic: GCC's SLP needs no permute either \\(permutes 16, GCC plan: 30\\): -fplugin-arg-hyperlane-cost=always takes it" } */
    {
      tf[i].x = tg[i].x * 2;
      tf[i].y = tg[i].y * 2;
      tf[i].z = tg[i].z * 2;
    }
}

/* vec3_join: 8 permutes against GCC's 15, but not 10% less pressure on
   the shuffle port.  */
void
join (struct f3 *restrict s, const float *restrict x,
      const float *restrict y, const float *restrict z, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop left to GCC: cost model: the permutes are not cheaper than GCC's \\(permutes 8, GCC plan: 15\\): -fplugin-arg-hyperlane-cost=always takes it" } */
    {
      s[i].x = x[i];
      s[i].y = y[i];
      s[i].z = z[i];
    }
}
