/* -ftime-report gives the vectorizer pass its own row under "Client
   items", so the time spent in hyperlane is not hidden in GCC's rows.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -ftime-report -fopt-info-vec" } */

typedef struct { float x, y, z; } v3;

void
scale (v3 *restrict o, const v3 *restrict a, int n, float s)
{
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: loop vectorized by hyperlane" } */
    {
      o[i].x = a[i].y * s;
      o[i].y = a[i].z * s;
      o[i].z = a[i].x * s;
    }
}

/* { dg-message "hyperlane vectorizer +: +\[0-9.\]+ \\(" "" { target *-*-* } 0 } */
