/* Element-wise access of strided groups; see elementwise-access.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "elementwise-access.h"

#include <string>

namespace hyperlane {

namespace {

/* A one-lane memory vop of KIND on GROUP at element OFFSET.  */
vop
element_op (vop_kind kind, const memory_group &g, int group, long offset)
{
  vop op;
  op.kind = kind;
  op.type = g.type;
  op.lanes = 1;
  op.group = group;
  op.offset = offset;
  return op;
}

/* Element OFFSET of GROUP holding lane L of part P of field K.  */
long
element_offset (const memory_group &g, unsigned lanes, unsigned p,
		unsigned l, unsigned k)
{
  return ((long) p * lanes + l) * g.stride + k;
}

/* The dump's line for GROUP (lane_plan::notes).  */
void
note_elementwise (const memory_group &g, int group, lane_plan &plan)
{
  plan.notes += ("  g" + std::to_string (group) + ": element by element "
		 "(stride " + std::to_string (g.stride)
		 + ": no permutation sequence)\n");
}

} // anon namespace

std::vector<std::vector<int>>
load_elementwise (const scalar_dag &dag, int group, unsigned lanes,
		  unsigned parts, lane_plan &plan)
{
  const memory_group &g = dag.groups[group];
  const std::vector<bool> used = g.fields_used (dag.nodes);
  std::vector<std::vector<int>> fields (g.stride);
  note_elementwise (g, group, plan);
  for (unsigned k = 0; k < g.stride; k++)
    {
      if (!used[k])
	continue;
      for (unsigned p = 0; p < parts; p++)
	{
	  /* One concat of every lane's scalar: a vector CONSTRUCTOR, as
	     GCC builds it (LANES - 1 inserts).  */
	  vop build;
	  build.kind = vop_kind::concat;
	  build.type = g.type;
	  build.lanes = lanes;
	  for (unsigned l = 0; l < lanes; l++)
	    build.args.push_back
	      (plan.add (element_op (vop_kind::load, g, group,
				     element_offset (g, lanes, p, l, k))));
	  fields[k].push_back (plan.add (build));
	}
    }
  return fields;
}

void
store_elementwise (const scalar_dag &dag, int group, unsigned lanes,
		   const std::vector<std::vector<int>> &fields,
		   lane_plan &plan)
{
  const memory_group &g = dag.groups[group];
  note_elementwise (g, group, plan);
  for (unsigned k = 0; k < g.stride; k++)
    for (unsigned p = 0; p < fields[k].size (); p++)
      for (unsigned l = 0; l < lanes; l++)
	{
	  vop lane;
	  lane.kind = vop_kind::extract;
	  lane.type = g.type;
	  lane.lanes = 1;
	  lane.offset = l;
	  lane.args.push_back (fields[k][p]);
	  vop store = element_op (vop_kind::store, g, group,
				  element_offset (g, lanes, p, l, k));
	  store.args.push_back (plan.add (lane));
	  plan.add (store);
	}
}

} // namespace hyperlane
