/* Unit tests of the memory-order planner
   (plugin/plan/memory-order-planner.h) and of the slice grouping it
   relies on (plugin/plan/slice-grouping.h): memory_order_wanted must
   choose the expected kind of plan (deferred deinterleave, in-record
   permutes, masked stores, merged rows), and the plan, run by the
   interpreter of plan-test-support.h, must store what the scalar loop
   stores for every ISA table.  Prints PASS:/FAIL: lines for
   testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-test-support.h"
#include "plan/gcc-vectorizer-model.h"

#include <algorithm>
#include <cstdio>

/* Contiguous results from fields of strided load groups: the
   deinterleave is deferred.  */
static void
test_deferred_deinterleave ()
{
  {
    /* MG rprj3's shape: a contiguous sum of fields 0 and 1 of one stride-2
       group and field 0 of another.  */
    loop_case c;
    c.name = "stride-2 sums, deferred";
    int i32 = c.type (4, false);
    int a = c.group (false, 2, i32), b = c.group (false, 2, i32);
    int out = c.group (true, 1, i32);
    c.store (out, 0, c.add (c.mul (c.load (a, 0), c.constant (3, i32)),
			    c.add (c.load (a, 1), c.load (b, 0))));
    test_memory_order (c, memory_order_use::deferred);
  }
  {
    /* Stride 3, 16-bit: all three fields.  */
    loop_case c;
    c.name = "stride-3 product, deferred";
    int i16 = c.type (2, false);
    int a = c.group (false, 3, i16), out = c.group (true, 1, i16);
    c.store (out, 0, c.add (c.mul (c.load (a, 0), c.load (a, 1)),
			    c.load (a, 2)));
    test_memory_order (c, memory_order_use::deferred);
  }
}

/* Store groups with a gap, stored in memory order with masks or piece
   by piece.  */
static void
test_masked_stores ()
{
  {
    /* Particles: x, y, z += (vx, vy, vz) * dt over a stride-6 group
       (fields 3 further on), stored with a gap.  */
    loop_case c;
    c.name = "particles, memory order";
    int i32 = c.type (4, false);
    int in = c.group (false, 6, i32), out = c.group (true, 6, i32);
    int dt = c.constant (3, i32);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.add (c.load (in, k), c.mul (c.load (in, k + 3), dt)));
    test_memory_order (c, memory_order_use::masked_stores);
  }
  {
    /* MG's line buffer: field 0 of a stride-2 store group from field 0 of
       two stride-2 load groups, 16-bit.  */
    loop_case c;
    c.name = "stride-2 line, memory order";
    int i16 = c.type (2, false);
    int a = c.group (false, 2, i16), b = c.group (false, 2, i16);
    int out = c.group (true, 2, i16);
    c.store (out, 0, c.add (c.load (a, 0), c.load (b, 0)));
    test_memory_order (c, memory_order_use::masked_stores);
  }
}

/* Fields computed from other fields of the record: in-record permutes
   (rotations, the cross product, a scale by the last field).  */
static void
test_permuted_rows ()
{
  {
    /* The cross product's shape: every field from two other fields of
       two stride-3 groups (a.y b.z + a.z b.y, ...), in memory order one
       permute per row and vector.  */
    loop_case c;
    c.name = "stride-3 rotations, permuted";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), b = c.group (false, 3, i32);
    int out = c.group (true, 3, i32);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.add (c.mul (c.load (a, (k + 1) % 3), c.load (b, (k + 2) % 3)),
		      c.mul (c.load (a, (k + 2) % 3),
			     c.load (b, (k + 1) % 3))));
    test_memory_order (c, memory_order_use::permuted);
  }
  {
    /* The cross product proper, c = a.yzx * b.zxy - a.zxy * b.yzx: at
       AVX-512 its stored row is computed in another order, a * b.yzx -
       a.yzx * b, whose operand rows permute two rows instead of four,
       and rotated at the store: 12 permutes per 16 points instead of
       16.  Also stride 4 over the first three fields of {x, y, z, w}
       (w neither read nor written), and the 4-field rotation.  */
    for (unsigned stride : { 3, 4 })
      for (unsigned fields : { 3, 4 })
	{
	  if (fields > stride)
	    continue;
	  loop_case c;
	  c.name = "stride-" + std::to_string (stride) + " cross product of "
		   + std::to_string (fields) + " fields, reordered";
	  int i32 = c.type (4, false);
	  int a = c.group (false, stride, i32), b = c.group (false, stride, i32);
	  int out = c.group (true, stride, i32);
	  for (unsigned k = 0; k < fields; k++)
	    c.store (out, k,
		     c.sub (c.mul (c.load (a, (k + 1) % fields),
				   c.load (b, (k + 2) % fields)),
			    c.mul (c.load (a, (k + 2) % fields),
				   c.load (b, (k + 1) % fields))));
	  test_memory_order (c, memory_order_use::permuted);
	  if (stride != 3)
	    continue;
	  lane_plan plan;
	  plan_memory_order (c.dag, find_hyper_loops (c.dag), 16,
			     *find_isa ("avx512"), plan);
	  unsigned perms = 0;
	  for (const vop &op : plan.ops)
	    perms += op.kind == vop_kind::perm;
	  check (perms == 12 && plan.notes.find ("slice order") != plan.notes.npos,
		 c.name + " avx512: 12 permutes, stored row reordered ("
		 + std::to_string (perms) + ")");
	}
  }
  {
    /* Each field of a stride-4 group scaled by the record's last one,
       which is not stored: permuted and partial.  */
    loop_case c;
    c.name = "stride-4 scale by w, permuted";
    int i16 = c.type (2, false);
    int a = c.group (false, 4, i16), out = c.group (true, 4, i16);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.mul (c.load (a, k), c.load (a, 3)));
    test_memory_order (c, memory_order_use::permuted);
  }
}

/* Partially grouped slices: codes, kinds and constants merged into
   rows with blends.  */
static void
test_merged_rows ()
{
  {
    /* Partially grouped slices (thesis Fig. 4-5), codes merged: every
       field reads other fields, the operations differ by field.  Each
       code runs on the shared operand rows, merged with blends.  */
    loop_case c;
    c.name = "swizzle, codes merged";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), out = c.group (true, 3, i32);
    int x = c.load (a, 0), y = c.load (a, 1), z = c.load (a, 2);
    c.store (out, 0, c.add (y, z));
    c.store (out, 1, c.mul (z, x));
    c.store (out, 2, c.add (x, y));
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && !hls[0].fully_grouped
	   && hls[0].partially_grouped,
	   "swizzle: partially grouped, not fully");
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Partially grouped by classes: an operation, a constant and a load
       of another group side by side, into a store group with a gap.  */
    loop_case c;
    c.name = "mixed kinds, classes merged";
    int i16 = c.type (2, false);
    int a = c.group (false, 4, i16), b = c.group (false, 4, i16);
    int out = c.group (true, 4, i16);
    c.store (out, 0, c.add (c.load (a, 0), c.constant (5, i16)));
    c.store (out, 1, c.constant (7, i16));
    c.store (out, 2, c.load (b, 3));
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Rows of distinct constants: merged from broadcasts before the
       loop, so the loop itself permutes nothing.  */
    loop_case c;
    c.name = "per-field weights";
    int i32 = c.type (4, false);
    int a = c.group (false, 4, i32), out = c.group (true, 4, i32);
    for (unsigned k = 0; k < 4; k++)
      c.store (out, k, c.mul (c.load (a, k), c.constant (k + 2, i32)));
    test_memory_order (c, memory_order_use::merged);
    lane_plan plan;
    check (!plan_memory_order (c.dag, find_hyper_loops (c.dag), 8,
			       *find_isa ("avx2"), plan).reason
	   && plan.movement_ops () == 0,
	   "per-field weights: no permute in the loop");
  }
}

/* rgb2yuv whole, narrowed and planned in memory order.  */
static void
test_rgb2yuv_memory_order ()
{
  {
    /* rgb2yuv whole, in int as C computes it, narrowed to 16 bits: Y adds
       16 after the shift U and V end with.  The extra addition is peeled
       off (the shifted row groups whole) and merged; the bytes are
       widened and narrowed in memory order, without a deinterleave.  */
    loop_case c;
    c.name = "rgb2yuv, widened in memory order";
    int u8 = c.type (1, true), u16 = c.type (2, true), i32 = c.type (4, false);
    int in = c.group (false, 3, u8), out = c.group (true, 3, u8);
    int f[3];
    for (unsigned k = 0; k < 3; k++)
      f[k] = c.convert (i32, c.convert (u16, c.load (in, k)));
    static const int w[3][3] = { { 66, 129, 25 }, { -38, -74, 112 },
				 { 112, -94, -18 } };
    static const int bias[3] = { 128, 32896, 32896 };
    int outs[3];
    for (unsigned k = 0; k < 3; k++)
      {
	int sum = c.add (c.add (c.add (c.mul (f[0], c.constant (w[k][0], i32)),
				       c.mul (f[1], c.constant (w[k][1], i32))),
				c.mul (f[2], c.constant (w[k][2], i32))),
			 c.constant (bias[k], i32));
	outs[k] = c.shr (sum, 8);
      }
    outs[0] = c.add (outs[0], c.constant (16, i32));
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.convert (u8, c.convert (u16, outs[k])));
    test_memory_order (c, memory_order_use::merged, narrowing::must);
    scalar_dag dag = c.dag;
    narrow_arithmetic (dag, code_convert);
    std::vector<hyper_loop> hls = find_hyper_loops (dag);
    bool peeled = false;
    for (const std::vector<int> &row : hls[0].grouped)
      peeled |= (std::find (row.begin (), row.end (), -1) != row.end ()
		 && covering_row (dag, hls[0], row) != nullptr);
    check (hls.size () == 1 && hls[0].partially_grouped && peeled,
	   "rgb2yuv: Y's extra addition peeled, its row covered");
    lane_plan plan;
    bool deinterleaved = false;
    check (!plan_memory_order (dag, find_hyper_loops (dag), 64,
			       *find_isa ("avx512"), plan).reason,
	   "rgb2yuv: memory order at avx512");
    for (const vop &op : plan.ops)
      deinterleaved |= op.kind == vop_kind::perm && op.type == u8;
    check (!deinterleaved, "rgb2yuv: no byte permute at avx512 (words "
	   "permuted after the widening)");
  }
}

/* Merged rows whose values are widened between the load and the store
   group.  */
static void
test_merged_widening ()
{
  {
    /* Per-field weights over bytes widened to shorts, the fourth byte
       left alone: masked stores of bytes, no permute.  */
    loop_case c;
    c.name = "u8x4 weights, gap, widened";
    int u8 = c.type (1, true), u16 = c.type (2, true);
    int in = c.group (false, 4, u8), out = c.group (true, 4, u8);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.convert (u8, c.shr (c.mul (c.convert (u16, c.load (in, k)),
					   c.constant (100 + 50 * k, u16)),
				    7)));
    test_memory_order (c, memory_order_use::merged);
  }
  {
    /* Shorts swapped and widened into an int pair: the store group is
       wider than the load group, each int vector half a vector of
       shorts.  */
    loop_case c;
    c.name = "i16x2 swapped -> i32x2";
    int i16 = c.type (2, false), i32 = c.type (4, false);
    int in = c.group (false, 2, i16), out = c.group (true, 2, i32);
    c.store (out, 0, c.mul (c.convert (i32, c.load (in, 1)),
			    c.constant (5, i32)));
    c.store (out, 1, c.add (c.convert (i32, c.load (in, 0)),
			    c.constant (-7, i32)));
    test_memory_order (c, memory_order_use::merged);
  }
}

/* How find_hyper_loops groups slices: a long chain of rows grouped at
   once, rows of two types not grouped.  */
static void
test_hyper_loop_grouping ()
{
  {
    /* Forty squarings per field: every row is reached twice from the row
       above; grouped once each, the hyper loop groups at once (it took
       2^40 visits before).  */
    loop_case c;
    c.name = "squaring chain";
    int i32 = c.type (4, false);
    int a = c.group (false, 3, i32), out = c.group (true, 3, i32);
    for (unsigned k = 0; k < 3; k++)
      {
	int v = c.load (a, k);
	for (int d = 0; d < 40; d++)
	  v = c.mul (v, v);
	c.store (out, k, v);
      }
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && hls[0].fully_grouped
	   && hls[0].grouped.size () == 41,
	   "squaring chain: fully grouped, 41 rows");
    /* So is GCC's lane matching: memoized, it returns at once.  */
    check (gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "squaring chain: GCC's SLP in memory order");
  }
  {
    /* Slices whose rows hold values of different types (a conversion
       from int beside one from unsigned, found by the fuzzer): no
       merge, which would blend vectors of two types.  */
    loop_case c;
    c.name = "converted from two types";
    int i32 = c.type (4, false), u32 = c.type (4, true);
    int i16 = c.type (2, false);
    int a = c.group (false, 2, i32), b = c.group (false, 2, u32);
    int out = c.group (true, 2, i16);
    c.store (out, 0, c.convert (i16, c.load (a, 0)));
    c.store (out, 1, c.convert (i16, c.load (b, 1)));
    std::vector<hyper_loop> hls = find_hyper_loops (c.dag);
    check (hls.size () == 1 && !hls[0].fully_grouped
	   && !hls[0].partially_grouped,
	   "converted from two types: not grouped");
    check (memory_order_wanted (c.dag, find_hyper_loops (c.dag))
	   == memory_order_use::none,
	   "converted from two types: no memory-order plan");
  }
}

int
main ()
{
  test_deferred_deinterleave ();
  test_masked_stores ();
  test_permuted_rows ();
  test_merged_rows ();
  test_rgb2yuv_memory_order ();
  test_merged_widening ();
  test_hyper_loop_grouping ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
