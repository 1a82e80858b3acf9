/* The lane plan verifier; see plan-verifier.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-verifier.h"

namespace hyperlane {

namespace {

/* What is wrong with operation I of PLAN, a plan of DAG, or null.  */
const char *
verify_op (const scalar_dag &dag, const lane_plan &plan, size_t i)
{
  const vop &op = plan.ops[i];
  if (op.lanes == 0)
    return "no lanes";
  if (op.type < 0 || (size_t) op.type >= dag.types.size ())
    return "an element type the DAG does not have";
  const bool node_args = (op.kind == vop_kind::broadcast
			  || op.kind == vop_kind::induction);
  for (int a : op.args)
    if (a < 0 || (node_args ? (size_t) a >= dag.nodes.size ()
		  : (size_t) a >= i))
      return node_args ? "an operand that is no node of the DAG"
	     : "an operand not made before it";
  auto arg_lanes = [&] (size_t k) { return plan.ops[op.args[k]].lanes; };
  const bool memory = accesses_memory (op.kind);
  if (memory && (op.group < 0 || (size_t) op.group >= dag.groups.size ()))
    return "a memory group the DAG does not have";
  if (memory && dag.groups[op.group].record_stride
      && (op.offset < 0
	  || op.offset % dag.groups[op.group].stride + op.lanes * op.vectors
	     > dag.groups[op.group].stride))
    return "an access of a column group across records' runs";
  switch (op.kind)
    {
    case vop_kind::broadcast:
    case vop_kind::induction:
      if (op.args.size () != 1)
	return "not one node";
      if (dag.nodes[op.args[0]].kind
	  != (op.kind == vop_kind::broadcast ? snode_kind::invariant
	      : snode_kind::induction))
	return "a node of another kind";
      return nullptr;
    case vop_kind::load:
    case vop_kind::load_lanes:
      return op.args.empty () ? nullptr : "a load with operands";
    case vop_kind::store:
      if (op.args.size () != 1)
	return "a store of not one value";
      if (!op.mask.empty () && op.mask.size () != op.lanes)
	return "a store mask of other lanes than the store";
      return nullptr;
    case vop_kind::store_lanes:
      return (op.args.size () == op.vectors ? nullptr
	      : "a structure store of another number of vectors");
    case vop_kind::perm:
      if (op.args.size () != 2 || op.sel.size () != op.lanes)
	return "a permute without two operands and a lane selector";
      if (arg_lanes (0) != op.lanes || arg_lanes (1) != op.lanes)
	return "a permute of vectors of other lanes";
      for (unsigned s : op.sel)
	if (s >= 2 * op.lanes)
	  return "a permute selecting no lane of its operands";
      return nullptr;
    case vop_kind::concat:
      {
	unsigned lanes = 0;
	for (size_t k = 0; k < op.args.size (); k++)
	  lanes += arg_lanes (k);
	if (op.args.size () < 2 || lanes != op.lanes)
	  return "a concatenation of other lanes than its own";
	return nullptr;
      }
    case vop_kind::extract:
      if (op.args.size () != 1)
	return "an extract from not one vector";
      if (plan.ops[op.args[0]].kind == vop_kind::load_lanes)
	return (op.offset >= 0 && op.offset / op.lanes
				  < plan.ops[op.args[0]].vectors
		? nullptr : "an extract of no field of a structure load");
      return (op.offset >= 0 && op.offset + op.lanes <= arg_lanes (0)
	      ? nullptr : "an extract past its vector's lanes");
    case vop_kind::compute:
      return op.args.empty () ? "an operation without operands" : nullptr;
    case vop_kind::unpack:
      if (op.args.size () != 1 || arg_lanes (0) != 2 * op.lanes)
	return "a widening of not twice its lanes";
      return nullptr;
    case vop_kind::pack:
      if (op.args.size () != 2 || 2 * arg_lanes (0) != op.lanes
	  || 2 * arg_lanes (1) != op.lanes)
	return "a narrowing of two vectors of other than half its lanes";
      return nullptr;
    case vop_kind::reduce:
      /* Several values only in order: every operand of every part.  */
      if (op.args.empty () || op.index < 0)
	return "a reduction without a value or its index";
      return nullptr;
    }
  return "an operation of no kind";
}

} // anon namespace

std::string
verify_lane_plan (const scalar_dag &dag, const lane_plan &plan)
{
  if (plan.ops.empty ())
    return "an empty plan";
  for (size_t i = 0; i < plan.ops.size (); i++)
    if (const char *why = verify_op (dag, plan, i))
      return "v" + std::to_string (i) + ": " + why;
  return std::string ();
}

} // namespace hyperlane
