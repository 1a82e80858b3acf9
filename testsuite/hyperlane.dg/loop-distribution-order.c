/* GCC 12.2's loop distribution splits the loop of kernel into three
   partitions behind a runtime alias test (.LOOP_DIST_ALIAS) and runs the
   store to pg3[4i + 3] before the loop whose iteration i loads
   pg3[4(i + 6) + 3], which the original loop loads six iterations before
   it stores it: the distributed version is wrong (plain gcc-12 -O3
   -march=x86-64-v2 -fno-tree-loop-vectorize gives the same wrong hash).
   Plain GCC at x86-64-v2 vectorizes no partition, so its vectorizer
   folds the guard to false and the original loop runs.  hyperlane took
   the store partition and folded the guard to the alias test, which ran
   the wrong version (fuzz case 20261129-175, reduced).  Two partitions
   use pg3, one writing it, so their order matters: the loops behind that
   guard are left to GCC, and whether they may be taken is decided once
   for the three of them.  */
/* { dg-do compile } */
/* { dg-do run { target sse4_runtime } } */
/* { dg-options "-O3 -march=x86-64-v2 -ffp-contract=off -fopt-info-vec-optimized-missed -fplugin-arg-hyperlane-cost=always -fplugin-arg-hyperlane-plan=classic -fdump-tree-hyperlane-details" } */
/* { dg-final { scan-tree-dump-times "loop distribution version \\d+: its partitions may depend on one another" 1 "hyperlane" } } */
/* { dg-final { scan-tree-dump-times "left to GCC: a partition of the version loop distribution" 3 "hyperlane" } } */

#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

struct rec0 { int8_t f0; uint64_t f1; };
struct rec1 { int8_t f0; int64_t f1; uint64_t f2; };
static uint64_t g0[275] __attribute__ ((aligned (64)));
static uint64_t g1[4][271] __attribute__ ((aligned (64)));
static struct rec0 g2[275] __attribute__ ((aligned (64)));
static int64_t g3[1100] __attribute__ ((aligned (64)));
static struct rec1 g4[275] __attribute__ ((aligned (64)));
static int64_t cell_q0[1];
static uint64_t out_x0;
static int8_t out_x1;

__attribute__ ((noipa)) void
kernel (long n, long m, int64_t *pg3, const int64_t *q0, int8_t v0)
{
  uint64_t x0 = 0uL;
  int8_t x1 = v0;
  {
    for (long i = 0; i < n - 1; i++)
      {
        g2[i + 4].f0 = (int8_t) (~(int8_t) ((uint32_t) g2[i].f0 * (uint32_t) g2[i + 3].f0));
        pg3[4 * i + 3] = 7L;
        g0[i + 6] = (uint64_t) ((uint64_t) g4[i].f2 << ((int8_t) pg3[4 * (i + 6) + 3] & 63));	/* { dg-message "hyperlane: loop left to GCC: a partition of the version loop distribution made behind a runtime alias test, whose partitions may depend on one another" "" { target *-*-* } .-4 } */
      }
  }
  out_x0 = x0;
  out_x1 = x1;
}

static const long call_id[1] = { 0 };
static const long call_n[1] = { 17 };
static const long call_m[1] = { 2 };
static const int8_t val_v0[1] = { (-79) };

#include "fuzz-case-harness.h"
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static int64_t gen_i64 (void) { return (int64_t) rnd64 (); }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static int8_t gen_i8 (void) { return (int8_t) ((-127LL - 1) + (int64_t) (rnd64 () % 256uLL)); }
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static uint64_t gen_u64 (void) { return (uint64_t) rnd64 (); }

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
init_all (int c)
{
  st = call_id[c] + 1;
  for (long x = 0; x < 275; x++) { g0[x] = gen_u64 (); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 271; x++) { g1[y][x] = gen_u64 (); }
  for (long x = 0; x < 275; x++) { g2[x].f0 = gen_i8 (); g2[x].f1 = gen_u64 (); }
  for (long x = 0; x < 1100; x++) { g3[x] = gen_i64 (); }
  for (long x = 0; x < 275; x++) { g4[x].f0 = gen_i8 (); g4[x].f1 = gen_i64 (); g4[x].f2 = gen_u64 (); }
  for (long x = 0; x < 1; x++) cell_q0[x] = gen_i64 ();
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
hash_all (void)
{
  H = 14695981039346656037uLL;
  for (long x = 0; x < 275; x++) { hb (&g0[x], sizeof (g0[x])); }
  for (long y = 0; y < 4; y++) for (long x = 0; x < 271; x++) { hb (&g1[y][x], sizeof (g1[y][x])); }
  for (long x = 0; x < 275; x++) { hb (&g2[x].f0, sizeof (g2[x].f0)); hb (&g2[x].f1, sizeof (g2[x].f1)); }
  for (long x = 0; x < 1100; x++) { hb (&g3[x], sizeof (g3[x])); }
  for (long x = 0; x < 275; x++) { hb (&g4[x].f0, sizeof (g4[x].f0)); hb (&g4[x].f1, sizeof (g4[x].f1)); hb (&g4[x].f2, sizeof (g4[x].f2)); }
  hb (&out_x0, sizeof (out_x0));
  hb (&out_x1, sizeof (out_x1));
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) int
main (void)
{
  for (int c = 0; c < 1; c++)
    {
      init_all (c);
      kernel (call_n[c], call_m[c], g3, cell_q0, val_v0[c]);
      hash_all ();
      /* The hash of the program at -O0.  */
      if (H != 0xba31cb7028ca19f0uLL)
	__builtin_abort ();
    }
  return 0;
}
