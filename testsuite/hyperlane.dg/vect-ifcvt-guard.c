/* A loop GCC's if-conversion versions (the clamps of yuv2rgb) is
   vectorized in its if-converted copy, whose .LOOP_VECTORIZED guard
   hyperlane then folds to true: the scalar copy is removed, so the vector
   loop is the one that runs (before, GCC's vectorizer folded the guard to
   false and the vector loop was dead code).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=haswell -fplugin-arg-hyperlane-cost=always -fdump-tree-optimized" } */

void
clamp_sum (int n, const unsigned char *restrict in, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      int s = in[3 * i] + in[3 * i + 1] - in[3 * i + 2];
      int t = in[3 * i + 2] + in[3 * i] - in[3 * i + 1];
      int u = in[3 * i + 1] + in[3 * i + 2] - in[3 * i];
      out[3 * i] = s < 0 ? 0 : s > 255 ? 255 : s;
      out[3 * i + 1] = t < 0 ? 0 : t > 255 ? 255 : t;
      out[3 * i + 2] = u < 0 ? 0 : u > 255 ? 255 : u;
    }
}

/* { dg-final { scan-tree-dump-not "LOOP_VECTORIZED" "optimized" } } */
/* { dg-final { scan-tree-dump "vector\\(32\\) unsigned char" "optimized" } } */
