/* Unit tests of the store-forwarding check (plugin/plan/store-forwarding.h)
   on hand-made plans: TSVC s111's masked store read across by the next
   vector iteration, the same store to other memory, an in-place update
   whose loads never meet the stores of the iteration before, and a load
   after a partial store in the same iteration.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/store-forwarding.h"
#include "unit-check.h"

using namespace hyperlane;

/* A group of float elements, STRIDE per iteration, in memory MEMORY at
   FIRST_BYTE.  */
static memory_group
group (bool store, unsigned stride, int memory, long first_byte)
{
  memory_group g { store, stride, 0, {} };
  g.memory = memory;
  g.first_byte = first_byte;
  g.step_bytes = 4 * stride;
  return g;
}

static vop
access (vop_kind kind, int group, long offset, unsigned lanes = 8)
{
  vop op;
  op.kind = kind;
  op.lanes = lanes;
  op.type = 0;
  op.group = group;
  op.offset = offset;
  return op;
}

/* s111, a[i] = a[i-1] + b[i] for odd i, in memory order at VF 8: a and
   b loaded from the group starts, a's odd lanes stored through a mask;
   the store group in memory STORE_MEMORY.  */
static void
odd_from_even (int store_memory, scalar_dag &dag, lane_plan &plan)
{
  dag.types.push_back ({ 4, true, false });
  dag.groups = { group (false, 2, 0, 0), group (false, 2, 1, 4),
		 group (true, 2, store_memory, 4) };
  plan.vf = 8;
  const std::vector<bool> odd { true, false, true, false,
				true, false, true, false };
  for (long offset : { 0, 8 })
    {
      plan.add (access (vop_kind::load, 0, offset));
      plan.add (access (vop_kind::load, 1, offset));
    }
  for (long offset : { 0, 8 })
    {
      vop s = access (vop_kind::store, 2, offset);
      s.mask = odd;
      plan.add (s);
    }
}

static void
test_masked_store_read_next ()
{
  scalar_dag dag;
  lane_plan plan;
  odd_from_even (0, dag, plan);
  int load = -1;
  int store = forwarding_hazard (dag, plan, &load);
  check (store == 5 && load == 0,
	 "s111: the next iteration's first load reads the last masked "
	 "store");

  scalar_dag other;
  lane_plan other_plan;
  odd_from_even (2, other, other_plan);
  check (forwarding_hazard (other, other_plan, &load) < 0,
	 "the same store to other memory: no hazard");
}

/* a[i] += 1 in place: each iteration's loads are the bytes of its own
   whole-vector stores, after none of them.  */
static void
test_in_place ()
{
  scalar_dag dag;
  dag.types.push_back ({ 4, true, false });
  dag.groups = { group (false, 1, 0, 0), group (true, 1, 0, 0) };
  lane_plan plan;
  plan.vf = 8;
  plan.add (access (vop_kind::load, 0, 0));
  plan.add (access (vop_kind::store, 1, 0));
  int load = -1;
  check (forwarding_hazard (dag, plan, &load) < 0,
	 "an in-place update: no hazard");

  /* A narrower store, then a load of the same iteration across it.  */
  plan.ops.clear ();
  plan.add (access (vop_kind::store, 1, 0, 4));
  plan.add (access (vop_kind::load, 0, 0));
  check (forwarding_hazard (dag, plan, &load) == 0 && load == 1,
	 "a load after a narrower store it is not inside: a hazard");
}

int
main ()
{
  test_masked_store_read_next ();
  test_in_place ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
