/* Unit tests of the cost model's memory-port times
   (plugin/plan/cost-model.h): the scalar loop's loads, each element
   once per iteration, against a plan's, whose loaded vectors GCC's
   register allocator loads again at each use once the plan's vectors
   exceed the reload budget, at 64 bytes in halves where the CPU runs
   them so.  Prints PASS:/FAIL: lines for testsuite/hyperlane.unit.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-test-support.h"
#include "plan/cost-model.h"

#include <cstdio>

/* The scalar loop reads an element once per iteration: a second load of
   it, or a load of an element the iteration stored, is GCC's to reuse.  */
static void
test_scalar_memory_time ()
{
  loop_case c;
  c.name = "row read twice";
  int f64 = c.type (8, false);
  int a = c.group (false, 2, f64), b = c.group (false, 2, f64);
  int out = c.group (true, 2, f64), again = c.group (false, 2, f64);
  /* Groups A and B read the same memory; AGAIN reads what OUT stores.  */
  c.dag.groups[a].memory = c.dag.groups[b].memory = 0;
  c.dag.groups[out].memory = c.dag.groups[again].memory = 1;
  int x0 = c.load (a, 0), x1 = c.load (a, 1), y0 = c.load (b, 0);
  c.store (out, 0, c.add (x0, y0));
  c.store (out, 1, c.add (x1, c.load (again, 0)));
  /* Two loads (a's fields) and two stores per iteration: the store port
     (two half cycles a store) is the busier.  */
  check (scalar_memory_time (c.dag, 8) == 32,
	 "scalar loop: a repeated load and a load of a stored element are "
	 "free");
  c.dag.groups[b].memory = -1;
  check (scalar_memory_time (c.dag, 8) == 32,
	 "scalar loop: three loads still below two stores");
  c.store (out, 1, c.load (b, 1));
  check (scalar_memory_time (c.dag, 8) == 48,
	 "scalar loop: a group of unknown memory is loaded");
}

/* The scalar loop's arithmetic: floating-point operations on the
   -mtune's pipes, a division four cycles.  */
static void
test_scalar_compute_time ()
{
  loop_case c;
  c.name = "flux";
  int f64 = c.type (8, false);
  c.dag.types[f64].is_float = true;
  int a = c.group (false, 2, f64), out = c.group (true, 2, f64);
  int x = c.load (a, 0), y = c.load (a, 1);
  int q = c.mul (x, y);
  c.dag.nodes[c.sub (q, x)].slow = false;
  int d = c.add (x, y);
  c.dag.nodes[d].slow = true;
  c.store (out, 0, q);
  c.store (out, 1, d);
  /* mul, sub (one quarter each on four pipes, two on two) and a slow
     add (16 quarters), 8 iterations, in half cycles.  */
  check (scalar_compute_time (c.dag, 8, 4) == (2 + 16) * 8 / 2,
	 "scalar arithmetic on four FP pipes");
  check (scalar_compute_time (c.dag, 8, 2) == (4 + 16) * 8 / 2,
	 "scalar arithmetic on two FP pipes");
  c.dag.types[f64].is_float = false;
  check (scalar_compute_time (c.dag, 8, 2) == (2 + 16) * 8 / 2,
	 "integer arithmetic on four ALUs");
}

/* A lane plan of one vector load of eight doubles used by USES permutes
   (distinct selectors), each stored.  */
static lane_plan
reused_load (scalar_dag &dag, unsigned uses)
{
  dag.types.push_back ({ 8, true, false });
  memory_group g;
  g.is_store = false;
  g.stride = 1;
  dag.groups.push_back (g);
  lane_plan p;
  p.vf = 8;
  vop load;
  load.kind = vop_kind::load;
  load.lanes = 8;
  load.type = 0;
  load.group = 0;
  int l = p.add (load);
  for (unsigned u = 0; u < uses; u++)
    {
      vop perm;
      perm.kind = vop_kind::perm;
      perm.lanes = 8;
      perm.type = 0;
      perm.args = { l, l };
      for (unsigned k = 0; k < 8; k++)
	perm.sel.push_back ((k + u + 1) % 8);
      int q = p.add (perm);
      vop store;
      store.kind = vop_kind::store;
      store.lanes = 8;
      store.type = 0;
      store.group = 0;
      store.args = { q };
      p.add (store);
    }
  return p;
}

static void
test_plan_memory_time ()
{
  scalar_dag dag;
  const lane_plan p = reused_load (dag, 3);
  const unsigned p_live = p.peak_live_vectors ();
  const isa_desc &avx512 = *find_isa ("avx512");
  nest_alternatives nest;
  nest.reload_budget = 24;
  nest.vector_registers = 32;
  /* One load, three stores (two half cycles each).  */
  check (plan_memory_time (dag, p, avx512, nest, p_live) == 6,
	 "plan: within the budget a vector is loaded once");
  check (p_live == 5 && !exceeds_reload_budget (p_live, nest),
	 "plan: five vectors live (three selectors), no reloads");
  nest.wide_in_halves = true;
  check (plan_memory_time (dag, p, avx512, nest, p_live) == 12,
	 "plan: 64-byte accesses in halves count twice");
  nest.reload_budget = 2;
  nest.vector_registers = 3;
  check (exceeds_reload_budget (p_live, nest), "plan: past the budget it reloads");
  /* Loads: 3 uses and 2 vectors past the registers, in halves: 10;
     stores 3 * 2 * 2 = 12.  */
  check (plan_memory_time (dag, p, avx512, nest, p_live) == 12,
	 "plan: the store port still the busier");
  const lane_plan q = reused_load (dag, 8);
  const unsigned q_live = q.peak_live_vectors ();
  /* peak_live: the load and its permute live at once, plus 8 selectors:
     10, 7 past the registers; loads (8 + 7) * 2 = 30 against stores
     8 * 4 = 32.  */
  check (q_live == 10, "plan: selectors count as live");
  check (plan_memory_time (dag, q, avx512, nest, q_live) == 32,
	 "plan: reloads and spills counted");
  nest.reload_budget = 0;
  check (plan_memory_time (dag, q, avx512, nest, q_live) == 32
	 && !exceeds_reload_budget (q_live, nest),
	 "plan: where loads go to registers (NEON), no reloads");
}

int
main ()
{
  test_scalar_memory_time ();
  test_scalar_compute_time ();
  test_plan_memory_time ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
