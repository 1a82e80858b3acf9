/* Unit tests of groups that step against the loop
   (plugin/plan/mirrored-groups.h): the rewrite of a plan's loads and
   stores of a mirrored group into accesses of memory in place with their
   lanes reversed (offsets mirrored in the vector iteration's span, masks
   reversed, one-lane accesses without a permute), the refusal of
   structure accesses and of accesses outside the span, and plans of the
   classic planner for a mirrored copy at every ISA, rewritten.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/classic-planner.h"
#include "plan/mirrored-groups.h"
#include "plan/plan-verifier.h"
#include "target/isa.h"
#include "unit-check.h"

#include <string>
#include <vector>

using namespace hyperlane;

namespace {

/* A copy of records of STRIDE floats, the load group mirrored (its
   fields numbered from the record's end) when MIRRORED: o[i] = a[n-1-i]
   with field k of the store taken from field k of the load.  */
scalar_dag
copy_dag (unsigned stride, bool mirrored)
{
  scalar_dag dag;
  dag.types.push_back ({ 4, true, false });
  memory_group in;
  in.is_store = false;
  in.stride = stride;
  in.type = 0;
  in.step_bytes = -(long) stride * 4;
  in.mirrored = mirrored;
  memory_group out = in;
  out.is_store = true;
  out.step_bytes = (long) stride * 4;
  out.mirrored = false;
  dag.groups = { in, out };
  for (unsigned f = 0; f < stride; f++)
    {
      snode load;
      load.kind = snode_kind::load;
      load.type = 0;
      load.group = 0;
      load.field = mirrored ? stride - 1 - f : f;
      dag.groups[0].members.push_back (dag.nodes.size ());
      dag.nodes.push_back (load);
      snode store;
      store.kind = snode_kind::store;
      store.type = 0;
      store.group = 1;
      store.field = f;
      store.args.push_back (dag.nodes.size () - 1);
      dag.groups[1].members.push_back (dag.nodes.size ());
      dag.nodes.push_back (store);
    }
  return dag;
}

vop
access (vop_kind kind, int group, long offset, unsigned lanes)
{
  vop v;
  v.kind = kind;
  v.lanes = lanes;
  v.type = 0;
  v.group = group;
  v.offset = offset;
  return v;
}

bool
reversal_p (const vop &v, int arg, unsigned lanes)
{
  if (v.kind != vop_kind::perm || v.lanes != lanes || v.args.size () != 2
      || v.args[0] != arg || v.args[1] != arg || v.sel.size () != lanes)
    return false;
  for (unsigned k = 0; k < lanes; k++)
    if (v.sel[k] != lanes - 1 - k)
      return false;
  return true;
}

void
test_rewrite ()
{
  scalar_dag dag = copy_dag (3, true);
  /* VF 4: a span of 12 elements; a load of 4 at 0 reads memory 8..11.  */
  lane_plan plan;
  plan.vf = 4;
  int first = plan.add (access (vop_kind::load, 0, 0, 4));
  int one = plan.add (access (vop_kind::load, 0, 5, 1));
  vop store = access (vop_kind::store, 1, 0, 4);
  store.args.push_back (first);
  plan.add (store);
  vop back = access (vop_kind::store, 0, 4, 4);
  back.args.push_back (first);
  back.mask = { true, true, false, false };
  plan.add (back);
  vop keep = access (vop_kind::store, 1, 4, 1);
  keep.args.push_back (one);
  plan.add (keep);
  check (!mirror_plan_groups (dag, plan), "a plan of a mirrored group is rewritten");
  check (plan.ops.size () == 7, "one reversal per access of several lanes");
  check (plan.ops[0].kind == vop_kind::load && plan.ops[0].offset == 8
	 && reversal_p (plan.ops[1], 0, 4),
	 "a load is made at the mirrored offset and its lanes reversed");
  check (plan.ops[2].kind == vop_kind::load && plan.ops[2].offset == 6
	 && plan.ops[2].lanes == 1,
	 "a one-lane load is moved and not permuted");
  check (plan.ops[3].kind == vop_kind::store && plan.ops[3].group == 1
	 && plan.ops[3].offset == 0 && plan.ops[3].args[0] == 1,
	 "the other group's store reads the reversed value");
  check (reversal_p (plan.ops[4], 1, 4) && plan.ops[5].offset == 4
	 && plan.ops[5].args[0] == 4
	 && plan.ops[5].mask == std::vector<bool> ({ false, false, true, true }),
	 "a store of the mirrored group is reversed first, its mask too");
  check (plan.ops[6].args[0] == 2, "uses follow the moved operations");

  lane_plan outside;
  outside.vf = 4;
  outside.add (access (vop_kind::load, 0, 10, 4));
  check (mirror_plan_groups (dag, outside) != nullptr,
	 "an access past the vector iteration's records is refused");
  lane_plan lanes;
  lanes.vf = 4;
  vop ld = access (vop_kind::load_lanes, 0, 0, 4);
  ld.vectors = 3;
  lanes.add (ld);
  check (mirror_plan_groups (dag, lanes) != nullptr,
	 "a structure load of a mirrored group is refused");

  scalar_dag plain = copy_dag (3, false);
  lane_plan untouched;
  untouched.vf = 4;
  untouched.add (access (vop_kind::load, 0, 0, 4));
  check (!mirror_plan_groups (plain, untouched) && untouched.ops.size () == 1
	 && untouched.ops[0].offset == 0,
	 "a plan without mirrored groups stays as it is");
}

/* The classic planner plans the mirrored view of a copy of records of 2,
   3 and 4 floats (fields reversed in each record), which verifies; the
   rewrite adds one reversal per load of several lanes.  */
void
test_classic_plans ()
{
  for (unsigned stride : { 2u, 3u, 4u })
    for (const isa_desc *isa : { &isa_sse42, &isa_avx2, &isa_avx512, &isa_neon })
      {
	scalar_dag dag = copy_dag (stride, true);
	const unsigned vf = isa->vector_bytes / 4;
	std::string name = std::string (isa->name) + " stride "
			   + std::to_string (stride);
	isa_desc no_lanes = *isa;
	no_lanes.max_lanes_stride = 0;
	lane_plan plan;
	plan_failure f = plan_classic (dag, vf, no_lanes, plan);
	check (!f.reason, name + ": the mirrored copy is planned");
	if (f.reason)
	  continue;
	check (verify_lane_plan (dag, plan).empty (), name + ": and verifies");
	unsigned loads = 0, perms = 0;
	for (const vop &v : plan.ops)
	  {
	    loads += v.kind == vop_kind::load && v.group == 0 && v.lanes > 1;
	    perms += v.kind == vop_kind::perm;
	  }
	check (!mirror_plan_groups (dag, plan), name + ": and rewritten");
	unsigned perms_after = 0;
	for (const vop &v : plan.ops)
	  perms_after += v.kind == vop_kind::perm;
	check (perms_after == perms + loads,
	       name + ": with one reversal per load");
      }
}

} // anon namespace

int
main ()
{
  test_rewrite ();
  test_classic_plans ();
  return failures != 0;
}
