/* The cost model weighs a plan in memory order whole against GCC's
   interleaving plan (the classic plan's computation, GCC's permutes)
   where GCC's SLP has no plan: yuv2rgb merged in memory order permutes
   less than GCC (a shuffle-port pressure of 20 against 48 here) but
   computes its sums and clamps class by class on every lane, and the
   benchmark's ran 0.80x of GCC's speed at x86-64-v4; it is left to GCC
   and said why.  rgb2yuv, whose rows all
   group but for Y's extra addition, is taken (vect-merge-widen-plan.c).
   The memory-order plan is forced: on its own the planner now prefers
   the classic plan here (its blend-permute byte sequences weigh less),
   which the widening rule leaves to GCC (vect-cost-widening.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=x86-64-v4 -mprefer-vector-width=512 -fplugin-arg-hyperlane-plan=memory-order -fopt-info-vec-missed -fdump-tree-hyperlane-details" } */

static inline unsigned char
descale_clamp (int v)
{
  int s = ((v + (512 << 8)) >> 8) - 512;
  return (unsigned char) (s < 0 ? 0 : s > 255 ? 255 : s);
}

void
yuv2rgb (int n, const unsigned char *restrict yuv, unsigned char *restrict rgb)
{
  for (int i = 0; i < n; i++)	/* { dg-message "hyperlane: loop left to GCC: cost model: the plan weighs more than GCC's interleaving plan" } */
    {
      int c = 298 * (yuv[3 * i] - 16) + 128;
      int d = yuv[3 * i + 1] - 128, e = yuv[3 * i + 2] - 128;
      rgb[3 * i] = descale_clamp (c + 409 * e);
      rgb[3 * i + 1] = descale_clamp (c - 100 * d - 208 * e);
      rgb[3 * i + 2] = descale_clamp (c + 516 * d);
    }
}

/* { dg-final { scan-tree-dump "lane plan \\(memory order\\)" "hyperlane" } } */
/* { dg-final { scan-tree-dump "weight \\d+ \\(GCC's interleaving plan: \\d+\\), busiest port \\d+ half cycles \\(GCC's: \\d+\\): the plan weighs more than GCC's interleaving plan" "hyperlane" } } */
