/* The memory-order planner's deferred deinterleave
   (memory-order-state.h): a loop of contiguous stores from loads of one
   stride computed in memory order over the loads and deinterleaved once
   per store (the thesis's rule 4: permutes deferred to the stores).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"
#include "program-emission.h"
#include "../target/isa.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

namespace hyperlane {

/* Add to HL.grouped a row for NODE and, recursively, its operands (a
   hyper loop of one slice).  */
static void
single_slice_rows (const scalar_dag &dag, int node, hyper_loop &hl)
{
  hl.grouped.push_back ({ node });
  if (dag.nodes[node].kind == snode_kind::compute)
    for (int a : dag.nodes[node].args)
      single_slice_rows (dag, a, hl);
}

std::vector<hyper_loop>
deferred_hyper_loops (const scalar_dag &dag, unsigned *stride,
		      const char **why)
{
  std::vector<hyper_loop> loops;
  *stride = 0;
  for (size_t g = 0; g < dag.groups.size (); g++)
    {
      const memory_group &mg = dag.groups[g];
      if (mg.is_store)
	{
	  if (mg.stride != 1 || mg.members.size () != 1)
	    {
	      *why = "a strided store beside contiguous ones";
	      return {};
	    }
	  hyper_loop hl;
	  hl.store_group = g;
	  hl.fields = { 0 };
	  hl.fully_grouped = true;
	  single_slice_rows (dag, dag.nodes[mg.members[0]].args[0], hl);
	  loops.push_back (hl);
	}
      else if (mg.stride < 2 || (*stride && mg.stride != *stride))
	{
	  *why = "loads of different strides";
	  return {};
	}
      else
	*stride = mg.stride;
    }
  if (!*stride)
    {
      *why = "no strided group";
      return {};
    }
  return loops;
}

/* The deferred deinterleave of HL's one slice: its value computed in
   memory order over the loads' stride, then field 0 gathered into one
   vector by the cheapest deinterleave program over whole vectors, whose
   loads are replaced by the computed vectors.  The vop of the field, or
   -1 when no program qualifies.  */
int
memory_order_planner::deinterleave (const hyper_loop &hl)
{
  const int type = m_dag.nodes[hl.grouped[0][0]].type;
  group_shape shape;
  shape.stride = m_stride;
  shape.elem_size = m_dag.types[type].bytes;
  shape.lanes = m_vf;
  shape.fields = 1;
  perm_program best;
  program_cost best_cost;
  for (const perm_program &c : perm_candidates (shape, m_isa, false))
    {
      bool whole = !c.empty ();
      for (const perm_op &op : c.ops)
	whole &= (op.kind != perm_op_kind::load
		  || (op.lanes == m_vf && op.offset % m_vf == 0))
		 && op.kind != perm_op_kind::load_lanes;
      if (!whole || !verify_program (c))
	continue;
      program_cost cost = cost_program (c, m_isa);
      if (best.empty () || cheaper (cost, best_cost))
	{
	  best = c;
	  best_cost = cost;
	}
    }
  if (best.empty ())
    return -1;
  /* The program's loads are the rows of the computed value.  */
  program_emission how;
  how.type = type;
  how.stride = m_stride;
  how.load = [&] (const perm_op &op) {
    return row_value (hl, hl.grouped[0], op.offset);
  };
  std::vector<int> vop_of;
  if (!emit_program (m_plan, best, how, vop_of))
    return -1;
  return program_outputs (best, vop_of)[0];
}

} // namespace hyperlane
