/* Unit tests of the model of GCC 12's vectorizer
   (plugin/plan/gcc-vectorizer-model.h): which SLP load permutations
   GCC can do, when its SLP computes a record in memory order, and where
   it splits a store group, on DAGs built with plan-test-support.h.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-test-support.h"
#include "plan/gcc-vectorizer-model.h"

#include <cstdio>

/* GCC 12's rule for SLP load permutations.  */
static void
test_slp_load_permutations ()
{
  /* GCC 12's rule for SLP load permutations (vect_transform_slp_perm_load):
     at most two input vectors per vector of the node.  */
  check (gcc_slp_load_ok ({ 0, 0, 0 }, 3, 8, 8), "GCC SLP loads {0,0,0} at 8 lanes");
  check (!gcc_slp_load_ok ({ 1, 1, 1 }, 3, 8, 8),
	 "GCC SLP cannot load {1,1,1} at 8 lanes (three vectors)");
  check (gcc_slp_load_ok ({ 1, 1, 1 }, 3, 16, 16), "GCC SLP loads {1,1,1} at 16 lanes");
  check (gcc_slp_load_ok ({ 2, 2, 2 }, 3, 4, 4), "GCC SLP loads {2,2,2} at 4 lanes");
  check (!gcc_slp_load_ok ({ 1, 2, 0 }, 3, 16, 16),
	 "GCC SLP cannot load the rotation {1,2,0} at 16 lanes");
  check (gcc_slp_load_ok ({ 1, 0 }, 2, 8, 8), "GCC SLP loads {1,0}: one vector each");
}

/* Whether GCC's SLP computes a record in memory order: a scale by one
   field, a partial store group, rows of distinct constants.  */
static void
test_slp_memory_order ()
{
  {
    /* A record scaled by its field 1: GCC's SLP computes it in memory
       order with the load permutation {1,1,1} where it can.  */
    loop_case c;
    c.name = "scale by y";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    /* One load of y, as GIMPLE has it after redundancy elimination.  */
    int y = c.load (a, 1);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.mul (k == 1 ? y : c.load (a, k), y));
    check (gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "scale by y: GCC's SLP in memory order at AVX-512");
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "scale by y: no GCC SLP at AVX2");
    check (!gcc_slp_in_memory_order (c.dag, 4, *find_isa ("neon")).applies,
	   "scale by y: GCC prefers ld3/st3 to SLP at NEON");
  }
  {
    /* A store group that leaves a field out: GCC's SLP does not store it
       whole, and hyperlane stores it with masks or by pieces.  */
    loop_case c;
    c.name = "scale by y, partial";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int y = c.load (a, 1);
    for (unsigned k = 0; k < 2; k++)
      c.store (out, k, c.mul (k == 1 ? y : c.load (a, k), y));
    check (!gcc_slp_in_memory_order (c.dag, 16, *find_isa ("avx512")).applies,
	   "partial store group: no GCC SLP in memory order");
  }
  {
    /* A rotation's rows: distinct constants per field match in GCC's
       SLP discovery (it builds vectors of them), though not in a hyper
       loop.  */
    loop_case c;
    c.name = "rotation rows";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int x = c.load (a, 0), y = c.load (a, 1);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k,
	       c.add (c.mul (x, c.constant (k + 1, f32)),
		      c.mul (y, c.constant (k + 4, f32))));
    gcc_slp_cost slp = gcc_slp_in_memory_order (c.dag, 4, *find_isa ("sse4.2"));
    check (slp.applies && slp.shuffles > 0,
	   "rotation rows: GCC's SLP in memory order at SSE4.2, permuting");
  }
}

/* Where GCC's SLP splits a store group.  */
static void
test_store_group_splits ()
{
  {
    /* x and y scaled, z shifted: GCC's SLP splits the store group after
       y and stores both pieces element by element, except where it
       prefers structure stores.  */
    loop_case c;
    c.name = "scale x y, add z";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int s = c.constant (3, f32);
    c.store (out, 0, c.mul (c.load (a, 0), s));
    c.store (out, 1, c.mul (c.load (a, 1), s));
    c.store (out, 2, c.add (c.load (a, 2), s));
    check (gcc_splits_store_group (c.dag, out, 8, *find_isa ("avx2")),
	   "scale x y, add z: GCC splits the store group at AVX2");
    check (!gcc_splits_store_group (c.dag, out, 4, *find_isa ("neon")),
	   "scale x y, add z: no split where structure stores exist");
    check (!gcc_splits_store_group (c.dag, a, 8, *find_isa ("avx2")),
	   "scale x y, add z: a load group is not split");
  }
  {
    /* x alone matches no other lane: no split, GCC's SLP gives up.  */
    loop_case c;
    c.name = "add x, scale y z";
    int f32 = c.type (4, false);
    int a = c.group (false, 3, f32), out = c.group (true, 3, f32);
    int s = c.constant (3, f32);
    c.store (out, 0, c.add (c.load (a, 0), s));
    c.store (out, 1, c.mul (c.load (a, 1), s));
    c.store (out, 2, c.mul (c.load (a, 2), s));
    check (!gcc_splits_store_group (c.dag, out, 8, *find_isa ("avx2")),
	   "add x, scale y z: no split after one lane");
  }
}

/* GCC's two-operator SLP nodes, and a field loaded twice.  */
static void
test_slp_operators_and_chains ()
{
  {
    /* GCC's two operators: an addition beside a subtraction is one SLP
       node (both computed, then blended); other codes are not.  */
    loop_case c;
    c.name = "add x, subtract y";
    int f32 = c.type (4, false);
    int a = c.group (false, 2, f32), b = c.group (false, 2, f32);
    int out = c.group (true, 2, f32);
    int x = c.add (c.load (a, 0), c.load (b, 0));
    int y = c.add (c.load (a, 1), c.load (b, 1));
    c.dag.nodes[y].code = 5;
    c.dag.nodes[x].additive = c.dag.nodes[y].additive = true;
    c.store (out, 0, x);
    c.store (out, 1, y);
    check (gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "add x, subtract y: GCC's SLP with two operators");
    c.dag.nodes[y].additive = false;
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "add x, multiply y: no GCC SLP");
  }
  {
    /* A complex product by an invariant, h * x[i]: the lanes subtract and
       add products.  GCC 12 computes that node with one vfmaddsub per
       vector where the target has FMA or AVX-512, one vaddsubps where it
       has SSE3 (the product then a multiplication of its own), and adds,
       subtracts and blends otherwise (addsub_pattern).  */
    loop_case c;
    c.name = "complex product";
    int f32 = c.type (4, false);
    c.dag.types[f32].is_float = true;
    int x = c.group (false, 2, f32), out = c.group (true, 2, f32);
    int xr = c.load (x, 0), xi = c.load (x, 1);
    int hr = c.constant (2, f32), hi = c.constant (3, f32);
    auto product = [&] (int a, int b) {
      int n = c.mul (a, b);
      c.dag.nodes[n].multiplication = true;
      return n;
    };
    int re = c.sub (product (hr, xr), product (hi, xi));
    int im = c.add (product (hr, xi), product (hi, xr));
    c.dag.nodes[re].additive = c.dag.nodes[im].additive = true;
    c.dag.nodes[re].subtraction = true;
    c.dag.nodes[im].commutative = true;
    c.store (out, 0, re);
    c.store (out, 1, im);
    isa_desc fused = *find_isa ("avx2"), addsub = fused, neither = fused;
    fused.float_patterns = float_addsub | float_fmaddsub;
    addsub.float_patterns = float_addsub;
    neither.float_patterns = 0;
    const gcc_slp_cost with_fma = gcc_slp_in_memory_order (c.dag, 8, fused);
    const gcc_slp_cost with_addsub
      = gcc_slp_in_memory_order (c.dag, 8, addsub);
    const gcc_slp_cost with_blend
      = gcc_slp_in_memory_order (c.dag, 8, neither);
    check (with_fma.applies && with_addsub.applies && with_blend.applies,
	   "complex product: GCC's SLP in memory order");
    /* Per 16-lane pair of vectors: the blend's extra operation, then the
       fused multiplication.  */
    check (with_addsub.weight + 2 == with_blend.weight,
	   "complex product: vaddsubps instead of two operations");
    check (with_fma.weight + 2 == with_addsub.weight,
	   "complex product: vfmaddsub also computes a product");
    check (with_addsub.shuffles + 2 == with_blend.shuffles,
	   "complex product: no blend with vaddsubps");
    /* Adding in the even lanes: vfmsubadd, but no addsub instruction.  */
    std::swap (c.dag.nodes[re], c.dag.nodes[im]);
    check (gcc_slp_in_memory_order (c.dag, 8, fused).weight == with_fma.weight,
	   "conjugate product: vfmsubadd");
    check (gcc_slp_in_memory_order (c.dag, 8, addsub).weight
	   == with_blend.weight, "conjugate product: blended without FMA");
  }
  {
    /* A field loaded twice (again after a store that may alias it) is in
       another interleaving chain for GCC, and its SLP gives up: complex
       saxpy without restrict.  */
    loop_case c;
    c.name = "loaded twice";
    int f32 = c.type (4, false);
    int a = c.group (false, 2, f32), out = c.group (true, 2, f32);
    int x0 = c.load (a, 0), x1 = c.load (a, 1);
    c.store (out, 0, c.mul (x0, x1));
    c.store (out, 1, c.mul (c.load (a, 0), x1));
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx2")).applies,
	   "loaded twice: GCC's SLP gives up");
  }
}

/* GCC 12 without SLP falls back to element-by-element access for a
   stride it does not interleave only for a load of one field or a store
   group with gaps; otherwise it leaves the loop scalar.  */
static void
test_groups_gcc_gives_up ()
{
  group_shape s;
  s.stride = 5;
  s.elem_size = 8;
  s.lanes = 4;
  s.fields = 0x1;
  check (!gcc_cannot_access_group (s, false), "stride 5: one field loaded");
  s.fields = 0x6;
  check (gcc_cannot_access_group (s, false), "stride 5: two fields loaded");
  check (!gcc_cannot_access_group (s, true), "stride 5: a store with gaps");
  s.fields = 0x1f;
  check (gcc_cannot_access_group (s, true), "stride 5: a complete store");
  s.stride = 3;
  s.fields = 0x7;
  check (!gcc_cannot_access_group (s, false)
	 && !gcc_cannot_access_group (s, true), "stride 3: interleaved");
  s.stride = 8;
  s.fields = 0xff;
  check (!gcc_cannot_access_group (s, false), "stride 8: interleaved");
}

/* Groups wider than a permute reaches under GCC's SLP: NPB LU's rhs
   stores five fields of rsd[k][j][i][m] along k (a stride of hundreds of
   elements) from rows it computes in memory order; GCC 12 vectorizes
   that loop with SLP, record by record in pieces of four and one.  */
static void
test_slp_wide_groups ()
{
  check (wide_group_pieces (5, 8) == 2 && wide_group_pieces (4, 8) == 1
	 && wide_group_pieces (7, 4) == 3 && wide_group_pieces (5, 2) == 3,
	 "wide groups: pieces of power-of-two sizes");
  auto lu_dissipation = [] (unsigned stored, unsigned stride) {
    loop_case c;
    c.name = "LU dissipation";
    int f64 = c.type (8, false);
    int r = c.group (false, 5, f64), u = c.group (false, 5, f64);
    int out = c.group (true, stride, f64);
    int d = c.constant (3, f64);
    for (unsigned m = 0; m < stored; m++)
      c.store (out, m, c.sub (c.load (r, m), c.mul (c.load (u, m), d)));
    return c;
  };
  {
    loop_case c = lu_dissipation (5, 320);
    gcc_slp_cost slp = gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx512"));
    check (slp.applies && slp.shuffles == 16 && slp.pressure == 48,
	   "wide store group of five fields: GCC's SLP stores four and one "
	   "per record");
    check (!gcc_splits_store_group (c.dag, 2, 8,
				    *find_isa ("avx512")),
	   "wide store group whose lanes match: not split");
  }
  {
    loop_case c = lu_dissipation (1, 320);
    check (!gcc_slp_in_memory_order (c.dag, 8, *find_isa ("avx512")).applies,
	   "wide store group of one field: no SLP group");
  }
}

/* GCC's SLP plans that store a group as strided pieces: a store group
   with a gap at its end, or one split where a lane does not match.  */
static void
test_slp_strided_stores ()
{
  {
    /* A particle drift: x, y, z += vx, vy, vz * dt, three of six fields
       stored.  GCC 12 (at -march=native here, 16-byte vectors) stores
       each record's run as a pair and a single.  */
    loop_case c;
    c.name = "drift";
    int f64 = c.type (8, false);
    int p = c.group (false, 6, f64), out = c.group (true, 6, f64);
    int dt = c.constant (3, f64);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.add (c.load (p, k), c.mul (c.load (p, k + 3), dt)));
    check (!gcc_slp_in_memory_order (c.dag, 2, *find_isa ("sse4.2")).applies,
	   "drift: the store group has a gap: not stored whole");
    gcc_slp_cost slp = gcc_slp_strided_stores (c.dag, 2, *find_isa ("sse4.2"));
    check (slp.applies, "drift: GCC's SLP stores the run as strided pieces");
    /* Per two records: the single of each record extracted and stored
       narrow (2 shuffles, 6 of pressure), and the loads' permutes.  */
    check (slp.pressure >= 6 && slp.shuffles >= 2,
	   "drift: the singles cost an extract and a narrow store each");
  }
  {
    /* Every field stored, every lane alike: nothing is strided.  */
    loop_case c;
    c.name = "scale";
    int f64 = c.type (8, false);
    int p = c.group (false, 3, f64), out = c.group (true, 3, f64);
    int s = c.constant (3, f64);
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.mul (c.load (p, k), s));
    check (!gcc_slp_strided_stores (c.dag, 2, *find_isa ("sse4.2")).applies,
	   "scale: a complete matching store group is not strided");
  }
  {
    /* An n-body kick and drift: velocities from accelerations, positions
       from the new velocities, the mass not stored.  The lanes differ
       after z (an updated velocity against a loaded acceleration), so
       GCC splits the group 3 + 3.  */
    loop_case c;
    c.name = "kick-drift";
    int f64 = c.type (8, false);
    int b = c.group (false, 7, f64), a = c.group (false, 3, f64);
    int out = c.group (true, 7, f64);
    int dt = c.constant (3, f64);
    int v[3];
    for (unsigned k = 0; k < 3; k++)
      v[k] = c.add (c.load (b, k + 3), c.mul (c.load (a, k), dt));
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k, c.add (c.load (b, k), c.mul (v[k], dt)));
    for (unsigned k = 0; k < 3; k++)
      c.store (out, k + 3, v[k]);
    check (gcc_slp_strided_stores (c.dag, 2, *find_isa ("sse4.2")).applies,
	   "kick-drift: two strided instances of three lanes");
  }
  {
    /* A lone lane after the split is not SLP.  */
    loop_case c;
    c.name = "scale x y, add z, gap";
    int f32 = c.type (4, false);
    int a = c.group (false, 4, f32), out = c.group (true, 4, f32);
    int s = c.constant (3, f32);
    c.store (out, 0, c.mul (c.load (a, 0), s));
    c.store (out, 1, c.mul (c.load (a, 1), s));
    c.store (out, 2, c.add (c.load (a, 2), s));
    check (!gcc_slp_strided_stores (c.dag, 4, *find_isa ("sse4.2")).applies,
	   "a lone lane after a split: no SLP plan");
  }
}

int
main ()
{
  test_slp_load_permutations ();
  test_slp_memory_order ();
  test_store_group_splits ();
  test_slp_operators_and_chains ();
  test_groups_gcc_gives_up ();
  test_slp_wide_groups ();
  test_slp_strided_stores ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
