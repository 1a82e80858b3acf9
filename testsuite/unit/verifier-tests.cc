/* Unit tests of the lane plan verifier (plugin/plan/plan-verifier.h): a
   well-formed plan passes, and each kind of malformed operation is
   named.  (plan-test-support.h's check_stores verifies every plan the
   planner unit tests make.)
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/plan-verifier.h"
#include "unit-check.h"

#include <string>

using namespace hyperlane;

/* out[i].x = in[i].x + in[i].y over float records of two fields: a load
   group of stride 2 and a contiguous store group.  */
static scalar_dag
sum_of_fields ()
{
  scalar_dag dag;
  dag.types.push_back ({ 4, true, false });
  dag.groups.push_back ({ false, 2, 0, { 0, 1 } });
  dag.groups.push_back ({ true, 1, 0, { 3 } });
  snode x { snode_kind::load, 0, {} };
  x.group = 0;
  snode y = x;
  y.field = 1;
  snode add { snode_kind::compute, 0, { 0, 1 } };
  add.code = 1;
  snode store { snode_kind::store, 0, { 2 } };
  store.group = 1;
  dag.nodes = { x, y, add, store };
  return dag;
}

static vop
make (vop_kind kind, unsigned lanes, std::vector<int> args = {})
{
  vop op;
  op.kind = kind;
  op.lanes = lanes;
  op.type = 0;
  op.args = args;
  return op;
}

/* Its classic plan at VF 4: two loads, an even/odd deinterleave, the sum,
   the store.  */
static lane_plan
classic_plan ()
{
  lane_plan plan;
  plan.vf = 4;
  vop lo = make (vop_kind::load, 4);
  lo.group = 0;
  vop hi = lo;
  hi.offset = 4;
  vop even = make (vop_kind::perm, 4, { 0, 1 });
  even.sel = { 0, 2, 4, 6 };
  vop odd = even;
  odd.sel = { 1, 3, 5, 7 };
  vop add = make (vop_kind::compute, 4, { 2, 3 });
  add.code = 1;
  vop store = make (vop_kind::store, 4, { 4 });
  store.group = 1;
  plan.ops = { lo, hi, even, odd, add, store };
  return plan;
}

/* Whether verifying PLAN names operation OP with a reason containing
   WHAT.  */
static bool
names (const lane_plan &plan, const std::string &op, const std::string &what)
{
  std::string wrong = verify_lane_plan (sum_of_fields (), plan);
  return wrong.compare (0, op.size () + 2, op + ": ") == 0
	 && wrong.find (what) != std::string::npos;
}

int
main ()
{
  check (verify_lane_plan (sum_of_fields (), classic_plan ()).empty (),
	 "a well-formed classic plan verifies");
  check (!verify_lane_plan (sum_of_fields (), lane_plan ()).empty (),
	 "an empty plan does not");

  lane_plan p = classic_plan ();
  p.ops[4].args = { 2, 5 };
  check (names (p, "v4", "not made before"), "an operand made later");
  p = classic_plan ();
  p.ops[2].sel = { 0, 2, 4, 8 };
  check (names (p, "v2", "no lane"), "a selector past both operands");
  p = classic_plan ();
  p.ops[3].sel = { 1, 3, 5 };
  check (names (p, "v3", "selector"), "a selector of other lanes");
  p = classic_plan ();
  p.ops[1].group = 7;
  check (names (p, "v1", "memory group"), "a group the DAG lacks");
  p = classic_plan ();
  p.ops[5].mask = { true, false };
  check (names (p, "v5", "mask"), "a store mask of other lanes");
  p = classic_plan ();
  p.ops[5].args.clear ();
  check (names (p, "v5", "not one value"), "a store of nothing");
  p = classic_plan ();
  p.ops[0].type = 3;
  check (names (p, "v0", "element type"), "a type the DAG lacks");
  p = classic_plan ();
  p.ops.insert (p.ops.begin (), make (vop_kind::broadcast, 4, { 2 }));
  for (size_t i = 1; i < p.ops.size (); i++)
    for (int &a : p.ops[i].args)
      a++;
  check (names (p, "v0", "another kind"), "a broadcast of a computed node");

  lane_plan e = classic_plan ();
  vop ext = make (vop_kind::extract, 2, { 4 });
  ext.offset = 3;
  e.ops.insert (e.ops.end () - 1, ext);
  check (names (e, "v5", "past"), "an extract past its vector");
  lane_plan u = classic_plan ();
  u.ops.insert (u.ops.end () - 1, make (vop_kind::unpack, 4, { 4 }));
  check (names (u, "v5", "widening"), "a widening of equal lanes");
  lane_plan k = classic_plan ();
  k.ops.insert (k.ops.end () - 1, make (vop_kind::pack, 4, { 2, 3 }));
  check (names (k, "v5", "narrowing"), "a narrowing of full vectors");
  lane_plan c = classic_plan ();
  c.ops.insert (c.ops.end () - 1, make (vop_kind::concat, 4, { 2, 3 }));
  check (names (c, "v5", "concatenation"), "a concatenation too wide");

  std::printf ("%d failures\n", failures);
  return failures != 0;
}
