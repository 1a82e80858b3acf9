/* The classic planner's lane groups (classic-planner-state.h): the same
   operation applied field by field to groups of one shape, computed on
   the load-phase registers of their deinterleave program and permuted
   once, where that saves permutes.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "classic-planner-state.h"
#include "program-emission.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hyperlane {

/* Find the lane groups: every complete strided load group whose shape
   matches the first one's (one program serves all), then the lane-wise
   operations over them, and keep those that save permute phases.  */
void
classic_planner::find_lane_groups ()
{
  m_lane_of.assign (m_dag.nodes.size (), -1);
  if (!single_size_p ())
    return;
  group_shape shape;
  for (size_t g = 0; g < m_dag.groups.size (); g++)
    {
      const memory_group &mg = m_dag.groups[g];
      if (mg.is_store || mg.stride < 2)
	continue;
      group_shape gs = shape_of (g);
      if (!gs.complete () || mg.members.size () != mg.stride)
	continue;
      if (m_lanes.empty ())
	{
	  shape = gs;
	  if (!set_lane_program (best_deinterleave (shape, m_isa)))
	    return;
	}
      else if (gs.stride != shape.stride || gs.elem_size != shape.elem_size
	       || gs.fields != shape.fields)
	continue;
      lane_group lg;
      lg.leaf = true;
      lg.kept = true;
      lg.load_group = g;
      lg.members = mg.members_by_field (m_dag.nodes);
      for (int m : lg.members)
	m_lane_of[m] = m_lanes.size ();
      m_lanes.push_back (lg);
    }
  if (m_lanes.empty ())
    return;

  /* Lane-wise operations: node c of field k whose operands are field k of
     lane groups (or one invariant for every field) joins the nodes with
     the same operation and operand groups.  */
  const unsigned stride = shape.stride;
  std::map<std::vector<int>, std::vector<int>> pending;
  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      if (n.kind != snode_kind::compute)
	continue;
      std::vector<int> key = { n.code, n.type };
      int field = -1;
      bool ok = true;
      for (int a : n.args)
	{
	  int lg = m_lane_of[a];
	  if (lg >= 0)
	    {
	      int k = std::find (m_lanes[lg].members.begin (),
				 m_lanes[lg].members.end (), a)
		      - m_lanes[lg].members.begin ();
	      ok &= field < 0 || field == k;
	      field = k;
	      key.push_back (lg);
	    }
	  else if (m_dag.nodes[a].kind == snode_kind::invariant)
	    key.push_back (-1 - a);
	  else
	    ok = false;
	}
      if (!ok || field < 0)
	continue;
      std::vector<int> &slots = pending[key];
      slots.resize (stride, -1);
      if (slots[field] >= 0)
	continue;
      slots[field] = i;
      if (std::count (slots.begin (), slots.end (), -1) == 0)
	{
	  lane_group lg;
	  lg.members = slots;
	  for (int m : lg.members)
	    m_lane_of[m] = m_lanes.size ();
	  m_lanes.push_back (lg);
	  pending.erase (key);
	}
    }

  /* Keep a compute group when it needs fewer permute phases than its
     operands would, greedily in topological order.  */
  for (size_t lg = 0; lg < m_lanes.size (); lg++)
    {
      if (m_lanes[lg].leaf)
	continue;
      unsigned before = permute_phases_needed ();
      m_lanes[lg].kept = true;
      bool operands_kept = true;
      for (int a : m_dag.nodes[m_lanes[lg].members[0]].args)
	if (m_lane_of[a] >= 0)
	  operands_kept &= m_lanes[m_lane_of[a]].kept;
      if (!operands_kept || permute_phases_needed () >= before)
	m_lanes[lg].kept = false;
    }
  for (lane_group &g : m_lanes)
    g.external = g.kept && external_use_p (g);
  choose_lane_program (shape);
}

/* Split PROGRAM into its load phase (loads and the concats of loads) and
   its permute phase and make it the lane groups' program; false (nothing
   changed) when it has no such split: a structure load leaves no
   registers to compute on, and a field may not come straight from
   memory.  */
bool
classic_planner::set_lane_program (const perm_program &program)
{
  if (program.empty ())
    return false;
  std::vector<bool> load_phase (program.ops.size (), false);
  for (size_t i = 0; i < program.ops.size (); i++)
    {
      const perm_op &op = program.ops[i];
      if (op.kind == perm_op_kind::load_lanes)
	return false;
      load_phase[i] = (op.kind == perm_op_kind::load
		       || (op.kind == perm_op_kind::concat
			   && load_phase[op.args[0]]
			   && load_phase[op.args[1]]));
    }
  for (int out : program.outputs)
    if (out >= 0 && load_phase[out])
      return false;
  std::vector<int> regs;
  for (size_t i = 0; i < program.ops.size (); i++)
    if (!load_phase[i])
      for (int a : program.ops[i].args)
	if (load_phase[a] && std::find (regs.begin (), regs.end (), a)
			     == regs.end ())
	  regs.push_back (a);
  m_lane_program = program;
  m_lane_load_phase = std::move (load_phase);
  m_lane_regs = std::move (regs);
  return true;
}

/* The data movement of the lane groups with the current program: its
   load phase once per leaf, its permute phase once per group needed in
   field order.  */
op_cost
classic_planner::lane_movement_cost () const
{
  op_cost load = { 0, 0 }, permute = { 0, 0 };
  const perm_program &p = m_lane_program;
  for (size_t i = 0; i < p.ops.size (); i++)
    {
      const perm_op &op = p.ops[i];
      op_cost c = { 0, 0 };
      if (op.kind == perm_op_kind::concat)
	c = m_isa.concat;
      else if (op.kind == perm_op_kind::extract && op.offset != 0)
	c = m_isa.extract;
      else if (op.kind == perm_op_kind::perm)
	c = classify_perm (op.sel, p.shape.elem_size, op.args[0] == op.args[1],
			   m_isa).cost;
      if (!c.available ())
	return not_available;
      op_cost &phase = m_lane_load_phase[i] ? load : permute;
      phase = phase + c;
    }
  unsigned leaves = 0;
  for (const lane_group &lg : m_lanes)
    leaves += lg.leaf;
  const unsigned phases = permute_phases_needed ();
  return { leaves * load.insns + phases * permute.insns,
	   leaves * load.shuffles + phases * permute.shuffles };
}

/* Among the deinterleave programs of SHAPE, take the one that moves the
   least data for the lane groups as kept: a dot product, whose two inputs
   are loaded and whose products are permuted once, prefers whole-vector
   loads and a longer permute phase to inserts on both inputs.  */
void
classic_planner::choose_lane_program (const group_shape &shape)
{
  if (m_lanes.empty ())
    return;
  perm_program best = m_lane_program;
  op_cost best_cost = lane_movement_cost ();
  for (const perm_program &c : perm_candidates (shape, m_isa, false, true))
    {
      if (!verify_program (c) || !set_lane_program (c))
	continue;
      op_cost cost = lane_movement_cost ();
      if (cost.available () && (!best_cost.available () || cost < best_cost))
	{
	  best = c;
	  best_cost = cost;
	}
    }
  set_lane_program (best);
}

/* Whether a member of LG is used outside kept lane groups, so LG's
   fields are needed in field order.  */
bool
classic_planner::external_use_p (const lane_group &lg) const
{
  for (int m : lg.members)
    for (size_t u = 0; u < m_dag.nodes.size (); u++)
      for (int a : m_dag.nodes[u].args)
	if (a == m && (m_lane_of[u] < 0 || !m_lanes[m_lane_of[u]].kept))
	  return true;
  return false;
}

unsigned
classic_planner::permute_phases_needed () const
{
  unsigned n = 0;
  for (const lane_group &lg : m_lanes)
    n += lg.kept && external_use_p (lg);
  return n;
}

/* Compute kept lane group LG on load-phase registers (loading a leaf).  */
void
classic_planner::emit_lane_group (int lg)
{
  lane_group &g = m_lanes[lg];
  if (!g.regs.empty ())
    return;
  if (g.leaf)
    {
      /* The load phase: loads and the concats of their halves.  */
      program_emission how;
      how.type = m_dag.groups[g.load_group].type;
      how.group = g.load_group;
      how.stride = m_dag.groups[g.load_group].stride;
      how.skip = [this] (size_t i) { return !m_lane_load_phase[i]; };
      std::vector<int> vop_of;
      emit_program (m_plan, m_lane_program, how, vop_of);
      for (int r : m_lane_regs)
	g.regs.push_back (vop_of[r]);
      return;
    }
  const snode &first = m_dag.nodes[g.members[0]];
  for (size_t r = 0; r < m_lane_regs.size (); r++)
    {
      vop c;
      c.kind = vop_kind::compute;
      c.lanes = m_lane_program.ops[m_lane_regs[r]].lanes;
      c.type = first.type;
      c.code = first.code;
      for (int a : first.args)
	{
	  int alg = m_lane_of[a];
	  if (alg >= 0)
	    c.args.push_back (m_lanes[alg].regs[r]);
	  else
	    /* An invariant, broadcast at this register's width.  */
	    c.args.push_back (m_plan.broadcast (a, m_dag.nodes[a].type,
						c.lanes));
	}
      g.regs.push_back (m_plan.add (c));
    }
}

/* The permute phase on LG's registers: its fields in field order.  */
void
classic_planner::permute_lane_group (int lg)
{
  lane_group &g = m_lanes[lg];
  if (!g.fields.empty ())
    return;
  std::vector<int> vop_of (m_lane_program.ops.size (), -1);
  for (size_t r = 0; r < m_lane_regs.size (); r++)
    vop_of[m_lane_regs[r]] = g.regs[r];
  program_emission how;
  how.type = m_dag.nodes[g.members[0]].type;
  how.skip = [this] (size_t i) { return m_lane_load_phase[i]; };
  emit_program (m_plan, m_lane_program, how, vop_of);
  g.fields = program_outputs (m_lane_program, vop_of);
}

} // namespace hyperlane
