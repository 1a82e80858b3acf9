/* Groups that step against the loop; see mirrored-groups.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "mirrored-groups.h"

#include <algorithm>

namespace hyperlane {

namespace {

/* The permute that reverses the LANES lanes of vop VALUE, of TYPE.  */
int
add_lane_reversal (lane_plan &plan, int value, int type, unsigned lanes)
{
  vop rev;
  rev.kind = vop_kind::perm;
  rev.lanes = lanes;
  rev.type = type;
  rev.args = { value, value };
  for (unsigned k = 0; k < lanes; k++)
    rev.sel.push_back (lanes - 1 - k);
  return plan.add (std::move (rev));
}

} // anon namespace

bool
has_mirrored_groups (const scalar_dag &dag)
{
  for (const memory_group &g : dag.groups)
    if (g.mirrored)
      return true;
  return false;
}

const char *
mirror_plan_groups (const scalar_dag &dag, lane_plan &plan)
{
  if (!has_mirrored_groups (dag))
    return nullptr;
  lane_plan out = plan;
  out.ops.clear ();
  std::vector<int> moved (plan.ops.size (), -1);
  for (size_t i = 0; i < plan.ops.size (); i++)
    {
      vop op = plan.ops[i];
      /* A broadcast's and an induction's argument is a DAG node.  */
      if (op.kind != vop_kind::broadcast && op.kind != vop_kind::induction)
	for (int &a : op.args)
	  a = moved[a];
      const bool mirrored = accesses_memory (op.kind) && op.group >= 0
			    && dag.groups[op.group].mirrored;
      if (!mirrored)
	{
	  moved[i] = out.add (std::move (op));
	  continue;
	}
      const memory_group &g = dag.groups[op.group];
      if (op.kind == vop_kind::load_lanes || op.kind == vop_kind::store_lanes)
	return "a structure load or store of a group stepping against the "
	       "loop";
      if (g.record_stride)
	return "a group stepping against the loop is a run of wide records";
      const long span = (long) plan.vf * g.stride;
      if (op.offset < 0 || op.offset + (long) op.lanes > span)
	return "an access of a group stepping against the loop reaches past "
	       "the records of the vector iteration";
      op.offset = span - op.offset - op.lanes;
      if (op.kind == vop_kind::load)
	{
	  const unsigned lanes = op.lanes;
	  const int type = op.type;
	  int load = out.add (std::move (op));
	  moved[i] = lanes > 1 ? add_lane_reversal (out, load, type, lanes)
			       : load;
	}
      else
	{
	  if (op.lanes > 1)
	    op.args[0] = add_lane_reversal (out, op.args[0], op.type, op.lanes);
	  std::reverse (op.mask.begin (), op.mask.end ());
	  moved[i] = out.add (std::move (op));
	}
    }
  plan = std::move (out);
  return nullptr;
}

} // namespace hyperlane
