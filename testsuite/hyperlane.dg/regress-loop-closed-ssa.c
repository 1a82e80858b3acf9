/* A distributed partition holding only an in-order floating-point sum is
   vectorized; the sum is used after the next partition and after a nest
   hyperlane unrolls and jams.  The vector loop's exit value reached that
   use without the PHI loop-closed SSA needs; the verifier run after the
   jam stopped with an ICE in check_loop_closed_ssa_def (fuzz case
   20261130-260, reduced; plain GCC gives the same output as -O0).
   Loop-closed SSA is now rewritten once loops are transformed.  */
/* { dg-do compile } */
/* { dg-do run } */
/* { dg-options "-O3 -ffp-contract=off -fplugin-arg-hyperlane-verify -fplugin-arg-hyperlane-cost=always" } */

#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

struct rec0 { uint32_t f0; uint8_t f1; };
static float g0[245] __attribute__ ((aligned (64)));
static struct rec0 g1[245] __attribute__ ((aligned (64)));
static uint32_t g2[1470] __attribute__ ((aligned (64)));
static double g3[4][241] __attribute__ ((aligned (64)));
static uint8_t g4[4][241] __attribute__ ((aligned (64)));
static double g5[245] __attribute__ ((aligned (64)));
static int64_t g6[4][241] __attribute__ ((aligned (64)));
static int64_t out_x0;
static double out_x1;
static uint32_t out_x2;

__attribute__ ((noipa)) void
kernel (long n, long m, struct rec0 *restrict pg1, double (*restrict pg3)[241], int64_t (*pg6)[241], uint8_t v0, uint32_t v1, float v2)
{
  int64_t x0 = 255L;
  double x1 = 3.0;
  uint32_t x2 = v1;
  {
    x1 = ((-(double) g4[1][227]) * 0x1p-2);
    double acc2_0 = x1;
    for (long i = 0; i < n - 1; i++)
      {
        if ((pg1[i].f1 != g4[3][i + 3])) { g4[0][i] = 16; } else { g4[0][i] = pg1[((uint32_t) v1 & 127)].f1; }
        pg6[0][i] = (int64_t) ((int64_t) ((uint64_t) pg6[3][i] % ((uint64_t) (int64_t) (double) (float) i | 1)) ^ x0);
        acc2_0 += g5[i + 4];
      }
    x1 = acc2_0 * 0x1p-8;
  }
  {
    for (long j = 0; j < m; j++)
      {
        for (size_t i = 1; i < n; i++)
          {
            g4[j][i + 4] = g4[j][i];
          }
      }
  }
  out_x0 = x0;
  out_x1 = x1;
  out_x2 = x2;
}

static const long call_id[1] = { 0 };
static const long call_n[1] = { 65 };
static const long call_m[1] = { 1 };
static const uint8_t val_v0[1] = { 77 };
static const uint32_t val_v1[1] = { 358352471u };
static const float val_v2[1] = { 37.5f };

#include "fuzz-case-harness.h"
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static float gen_f32 (void) { return (float) ((long) (rnd () % 257) - 128) * 0.5f; }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static double gen_f64 (void) { return (double) ((long) (rnd () % 257) - 128) * 0.5; }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static int64_t gen_i64 (void) { return (int64_t) rnd64 (); }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static uint32_t gen_u32 (void) { return (uint32_t) (0LL + (int64_t) (rnd64 () % 4294967296uLL)); }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static uint8_t gen_u8 (void) { return (uint8_t) (0LL + (int64_t) (rnd64 () % 256uLL)); }

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
init_all (int c)
{
  st = call_id[c] + 1;
  for (long x = 0; x < 245; x++) { g0[x] = gen_f32 (); }
  for (long x = 0; x < 245; x++) { g1[x].f0 = gen_u32 (); g1[x].f1 = gen_u8 (); }
  for (long x = 0; x < 1470; x++) { g2[x] = gen_u32 (); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { g3[y][x] = gen_f64 (); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { g4[y][x] = gen_u8 (); }
  for (long x = 0; x < 245; x++) { g5[x] = gen_f64 (); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { g6[y][x] = gen_i64 (); }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
hash_all (void)
{
  H = 14695981039346656037uLL;
  for (long x = 0; x < 245; x++) { hb (&g0[x], sizeof (g0[x])); }
  for (long x = 0; x < 245; x++) { hb (&g1[x].f0, sizeof (g1[x].f0)); hb (&g1[x].f1, sizeof (g1[x].f1)); }
  for (long x = 0; x < 1470; x++) { hb (&g2[x], sizeof (g2[x])); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { hb (&g3[y][x], sizeof (g3[y][x])); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { hb (&g4[y][x], sizeof (g4[y][x])); }
  for (long x = 0; x < 245; x++) { hb (&g5[x], sizeof (g5[x])); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 241; x++) { hb (&g6[y][x], sizeof (g6[y][x])); }
  hb (&out_x0, sizeof (out_x0));
  hb (&out_x1, sizeof (out_x1));
  hb (&out_x2, sizeof (out_x2));
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int c = 0; c < 1; c++)
    {
      init_all (c);
      kernel (call_n[c], call_m[c], g1, g3, g6, val_v0[c], val_v1[c], val_v2[c]);
      hash_all ();
      /* The hash of the program at -O0.  */
      if (H != 0x8bd81238dfdedbd6uLL)
	abort ();
    }
  return 0;
}
