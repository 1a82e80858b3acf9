/* Emitting permutation programs as vops; see program-emission.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "program-emission.h"

namespace hyperlane {

bool
emit_program (lane_plan &plan, const perm_program &program,
	      const program_emission &how, std::vector<int> &vop_of)
{
  vop_of.resize (program.ops.size (), -1);
  for (size_t i = 0; i < program.ops.size (); i++)
    {
      if (vop_of[i] >= 0 || (how.skip && how.skip (i)))
	continue;
      const perm_op &op = program.ops[i];
      if (op.kind == perm_op_kind::input)
	{
	  vop_of[i] = how.inputs.at (op.field);
	  continue;
	}
      if (op.kind == perm_op_kind::load && how.load)
	{
	  vop_of[i] = how.load (op);
	  if (vop_of[i] < 0)
	    return false;
	  continue;
	}
      vop v;
      v.lanes = op.lanes;
      v.type = how.type;
      v.group = how.group;
      v.offset = op.offset;
      for (int a : op.args)
	v.args.push_back (vop_of[a]);
      switch (op.kind)
	{
	case perm_op_kind::input:
	  break;
	case perm_op_kind::load:
	  v.kind = vop_kind::load;
	  v.offset += how.base;
	  break;
	case perm_op_kind::store:
	  v.kind = vop_kind::store;
	  if (op.masked)
	    for (unsigned l = 0; l < op.lanes; l++)
	      v.mask.push_back (program.shape.field_used ((op.offset + l)
							  % how.stride));
	  v.offset += how.base;
	  break;
	case perm_op_kind::concat:
	  v.kind = vop_kind::concat;
	  break;
	case perm_op_kind::extract:
	  v.kind = vop_kind::extract;
	  break;
	case perm_op_kind::perm:
	  v.kind = vop_kind::perm;
	  /* Don't-care lanes (if any survive) may take any value.  */
	  for (int s : op.sel)
	    v.sel.push_back (s < 0 ? 0 : (unsigned) s);
	  break;
	case perm_op_kind::load_lanes:
	  if (how.load)
	    return false;
	  v.kind = vop_kind::load_lanes;
	  v.vectors = how.stride;
	  v.lanes = program.shape.lanes;
	  v.offset += how.base;
	  break;
	case perm_op_kind::store_lanes:
	  v.kind = vop_kind::store_lanes;
	  v.vectors = how.stride;
	  v.offset += how.base;
	  break;
	}
      vop_of[i] = plan.add (v);
    }
  return true;
}

std::vector<int>
program_outputs (const perm_program &program, const std::vector<int> &vop_of)
{
  std::vector<int> out;
  for (int id : program.outputs)
    out.push_back (id < 0 ? -1 : vop_of[id]);
  return out;
}

} // namespace hyperlane
