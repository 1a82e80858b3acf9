/* The classic planner; see classic-planner.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "classic-planner.h"
#include "program-emission.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hyperlane {

namespace {

class classic_planner
{
public:
  classic_planner (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
		   lane_plan &plan)
    : m_dag (dag), m_vf (vf), m_isa (isa), m_plan (plan),
      m_value (dag.nodes.size ()),
      m_group_fields (dag.groups.size ())
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  unsigned m_vf;
  const isa_desc &m_isa;
  lane_plan &m_plan;
  /* Node -> the vops holding its value: one per part (see parts_of).  */
  std::vector<std::vector<int>> m_value;
  /* Per group, per field: the vop of each part (loaded, or to be
     stored); empty before the group is touched.  */
  std::vector<std::vector<std::vector<int>>> m_group_fields;
  plan_failure m_fail;

  /* Lane groups (see classic-planner.h).  */
  struct lane_group
  {
    int load_group = -1;	/* Leaf: the DAG memory group.  */
    std::vector<int> members;	/* The node of each field.  */
    bool leaf = false;
    bool kept = false;		/* Computed on load-phase registers.  */
    bool external = false;	/* Kept, and needed in field order.  */
    std::vector<int> regs;	/* The load-phase registers (vops).  */
    std::vector<int> fields;	/* After the permute phase (vops).  */
  };
  /* The deinterleave program all lane groups share, split into its load
     phase (REGS: the ops the permute phase reads) and permute phase.  */
  perm_program m_lane_program;
  std::vector<bool> m_lane_load_phase;	/* Per op of the program.  */
  std::vector<int> m_lane_regs;
  std::vector<lane_group> m_lanes;
  std::vector<int> m_lane_of;	/* Node -> lane group, or -1.  */

  bool fail (const char *reason, int node)
  {
    m_fail.reason = reason;
    m_fail.node = node;
    return false;
  }
  unsigned part_lanes (int type) const;
  unsigned parts_of (int type) const { return m_vf / part_lanes (type); }
  bool single_size_p () const;
  const std::vector<int> &value_of (int node);
  bool compute_node (int node);
  bool convert_parts (int node, const std::vector<int> &from);
  vop memory_op (vop_kind kind, int group, unsigned part) const;
  group_shape shape_of (int group) const;
  bool add_program (const perm_program &program, int group, long base,
		    const std::vector<int> &inputs, std::vector<int> *outputs);
  bool load_group (int group, int node);
  bool store_group (int group, int node);

  void find_lane_groups ();
  bool set_lane_program (const perm_program &program);
  op_cost lane_movement_cost () const;
  void choose_lane_program (const group_shape &shape);
  unsigned permute_phases_needed () const;
  bool external_use_p (const lane_group &lg) const;
  void emit_lane_group (int lg);
  void permute_lane_group (int lg);
};

/* Lanes of one vector of element type TYPE: a value of a type wider than
   the loop's narrowest takes several such parts, part p holding
   iterations p * lanes .. (p + 1) * lanes - 1.  */
unsigned
classic_planner::part_lanes (int type) const
{
  return vector_part_lanes (m_dag, type, m_vf, m_isa);
}

/* Whether every value of the plan is one vector.  */
bool
classic_planner::single_size_p () const
{
  for (const snode &n : m_dag.nodes)
    if (parts_of (n.type) != 1)
      return false;
  return true;
}

/* The vops of NODE's value, broadcasting invariants on first use (one
   broadcast serves every part).  */
const std::vector<int> &
classic_planner::value_of (int node)
{
  if (m_value[node].empty ())
    {
      const snode &n = m_dag.nodes[node];
      m_value[node].assign (parts_of (n.type),
			    m_plan.broadcast (node, n.type,
					      part_lanes (n.type)));
    }
  return m_value[node];
}

/* Widen or narrow FROM, the parts of NODE's operand, to NODE's type (the
   scalar DAG changes sizes by exactly two: hlp/body-builder.cc splits
   larger steps).  */
bool
classic_planner::convert_parts (int node, const std::vector<int> &from)
{
  const snode &n = m_dag.nodes[node];
  unsigned to_bytes = m_dag.types[n.type].bytes;
  unsigned from_bytes = m_dag.types[m_plan.ops[from[0]].type].bytes;
  std::vector<int> &parts = m_value[node];
  if (to_bytes == 2 * from_bytes)
    for (int f : from)
      for (unsigned half = 0; half < 2; half++)
	{
	  vop u;
	  u.kind = vop_kind::unpack;
	  u.lanes = m_plan.ops[f].lanes / 2;
	  u.type = n.type;
	  u.offset = half;
	  u.args.push_back (f);
	  parts.push_back (m_plan.add (u));
	}
  else if (2 * to_bytes == from_bytes && from.size () % 2 == 0)
    for (size_t i = 0; i < from.size (); i += 2)
      {
	vop p;
	p.kind = vop_kind::pack;
	p.lanes = m_plan.ops[from[i]].lanes * 2;
	p.type = n.type;
	p.args = { from[i], from[i + 1] };
	parts.push_back (m_plan.add (p));
      }
  else
    return fail ("a conversion changes the element size by more than "
		 "twice", node);
  return true;
}

/* Compute NODE part by part.  */
bool
classic_planner::compute_node (int node)
{
  const snode &n = m_dag.nodes[node];
  const unsigned parts = parts_of (n.type);
  if (n.args.size () == 1
      && m_dag.types[m_dag.nodes[n.args[0]].type].bytes
	 != m_dag.types[n.type].bytes)
    return convert_parts (node, value_of (n.args[0]));
  std::vector<std::vector<int>> operands;
  for (int a : n.args)
    {
      const snode &an = m_dag.nodes[a];
      if (an.kind == snode_kind::invariant
	  && m_dag.types[an.type].bytes != m_dag.types[n.type].bytes)
	{
	  /* An invariant of another size (a shift count, which codegen
	     keeps scalar, or a narrowed constant): broadcast at this
	     node's type.  */
	  operands.push_back (std::vector<int> (
	    parts, m_plan.broadcast (a, n.type, part_lanes (n.type))));
	  continue;
	}
      operands.push_back (value_of (a));
      if (operands.back ().size () != parts)
	return fail ("operands of an operation have different sizes", node);
    }
  for (unsigned p = 0; p < parts; p++)
    {
      vop c;
      c.kind = vop_kind::compute;
      c.lanes = part_lanes (n.type);
      c.type = n.type;
      c.code = n.code;
      for (const std::vector<int> &o : operands)
	c.args.push_back (o[p]);
      m_value[node].push_back (m_plan.add (c));
    }
  return true;
}

/* A whole-vector load or store of part PART of contiguous GROUP.  */
vop
classic_planner::memory_op (vop_kind kind, int group, unsigned part) const
{
  vop op;
  op.kind = kind;
  op.type = m_dag.groups[group].type;
  op.lanes = part_lanes (op.type);
  op.group = group;
  op.offset = (long) part * op.lanes;
  return op;
}

group_shape
classic_planner::shape_of (int group) const
{
  return group_shape_of (m_dag, group, part_lanes (m_dag.groups[group].type));
}

/* Append PROGRAM's operations on GROUP to the plan, its memory offsets
   moved by BASE elements (the part it handles).  INPUTS gives the vop
   of each field an interleave reads; OUTPUTS, when given, receives the
   vop of each field a deinterleave produces (-1 for unused fields).  */
bool
classic_planner::add_program (const perm_program &program, int group,
			      long base, const std::vector<int> &inputs,
			      std::vector<int> *outputs)
{
  const memory_group &g = m_dag.groups[group];
  program_emission how;
  how.type = g.type;
  how.group = group;
  how.stride = g.stride;
  how.base = base;
  how.inputs = inputs;
  std::vector<int> vop_of;
  if (!emit_program (m_plan, program, how, vop_of))
    return false;
  if (outputs)
    *outputs = program_outputs (program, vop_of);
  return true;
}

/* Bring every field GROUP uses into field order; NODE is the first
   load.  */
bool
classic_planner::load_group (int group, int node)
{
  const memory_group &g = m_dag.groups[group];
  const unsigned parts = parts_of (g.type);
  std::vector<std::vector<int>> &fields = m_group_fields[group];
  fields.assign (g.stride, std::vector<int> (parts, -1));
  if (g.stride == 1)
    {
      for (unsigned p = 0; p < parts; p++)
	fields[0][p] = m_plan.add (memory_op (vop_kind::load, group, p));
      return true;
    }
  group_shape shape = shape_of (group);
  perm_program program = best_deinterleave (shape, m_isa);
  if (program.empty ())
    return fail ("no permutation sequence for a strided load group", node);
  const long extent = g.accessed_extent (m_dag.nodes, m_vf);
  for (unsigned p = 0; p < parts; p++)
    {
      long base = (long) p * shape.stride * shape.lanes;
      if (base + program.read_range_end () > extent)
	m_plan.reads_gap = true;
      std::vector<int> outputs;
      if (!add_program (program, group, base, {}, &outputs))
	return false;
      for (unsigned k = 0; k < g.stride; k++)
	fields[k][p] = outputs[k];
    }
  return true;
}

/* Write the fields of GROUP back in memory order; NODE is its last
   store.  */
bool
classic_planner::store_group (int group, int node)
{
  const memory_group &g = m_dag.groups[group];
  const unsigned parts = parts_of (g.type);
  const std::vector<std::vector<int>> &fields = m_group_fields[group];
  if (g.stride == 1)
    {
      for (unsigned p = 0; p < parts; p++)
	{
	  vop store = memory_op (vop_kind::store, group, p);
	  store.args.push_back (fields[0][p]);
	  m_plan.add (store);
	}
      return true;
    }
  group_shape shape = shape_of (group);
  perm_program program = best_interleave (shape, m_isa);
  if (program.empty ())
    return fail ("no permutation sequence for a strided store group", node);
  /* Writing back untouched fields would race with other threads that own
     them (GCC does not invent such stores either); best_interleave gives
     masked or piecewise stores instead.  */
  if (program.needs_read_modify_write)
    return fail ("store group does not write every field", node);
  for (unsigned p = 0; p < parts; p++)
    {
      std::vector<int> inputs (g.stride, -1);
      for (unsigned k = 0; k < g.stride; k++)
	if (!fields[k].empty ())
	  inputs[k] = fields[k][p];
      if (!add_program (program, group,
			(long) p * shape.stride * shape.lanes, inputs,
			nullptr))
	return false;
    }
  return true;
}

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
      lg.members.assign (mg.stride, -1);
      for (int m : mg.members)
	lg.members[m_dag.nodes[m].field] = m;
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

plan_failure
classic_planner::run ()
{
  m_plan.vf = m_vf;
  for (size_t g = 0; g < m_dag.groups.size (); g++)
    if (m_dag.groups[g].is_store)
      m_group_fields[g].assign (m_dag.groups[g].stride, {});
  find_lane_groups ();

  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      int lg = m_lane_of.empty () ? -1 : m_lane_of[i];
      if (lg >= 0 && m_lanes[lg].kept)
	{
	  /* Computed with its lane group; in field order only if used
	     outside kept groups.  */
	  emit_lane_group (lg);
	  if (m_lanes[lg].external)
	    {
	      permute_lane_group (lg);
	      int k = std::find (m_lanes[lg].members.begin (),
				 m_lanes[lg].members.end (), (int) i)
		      - m_lanes[lg].members.begin ();
	      m_value[i] = { m_lanes[lg].fields[k] };
	    }
	  continue;
	}
      switch (n.kind)
	{
	case snode_kind::invariant:
	  break;
	case snode_kind::induction:
	  for (unsigned p = 0; p < parts_of (n.type); p++)
	    {
	      vop v;
	      v.kind = vop_kind::induction;
	      v.lanes = part_lanes (n.type);
	      v.type = n.type;
	      v.offset = (long) p * v.lanes;
	      v.args.push_back (i);
	      m_value[i].push_back (m_plan.add (v));
	    }
	  break;
	case snode_kind::reduce:
	  {
	    /* One iteration's operands, and the parts of a value wider
	       than the narrowest, combined first (the reordering a
	       reduction allows), then accumulated.  */
	    const unsigned parts = parts_of (n.type);
	    std::vector<int> terms;
	    for (int a : n.args)
	      {
		const std::vector<int> &v = value_of (a);
		if (v.size () != parts)
		  return { "operands of a reduction have different sizes",
			   (int) i };
		terms.insert (terms.end (), v.begin (), v.end ());
	      }
	    int value = terms[0];
	    for (size_t t = 1; t < terms.size (); t++)
	      {
		vop c;
		c.kind = vop_kind::compute;
		c.lanes = part_lanes (n.type);
		c.type = n.type;
		c.code = n.combine;
		c.args = { value, terms[t] };
		value = m_plan.add (c);
	      }
	    vop r;
	    r.kind = vop_kind::reduce;
	    r.lanes = part_lanes (n.type);
	    r.type = n.type;
	    r.code = n.code;
	    r.index = n.external;
	    r.args.push_back (value);
	    m_plan.add (r);
	    break;
	  }
	case snode_kind::load:
	  if (m_group_fields[n.group].empty () && !load_group (n.group, i))
	    return m_fail;
	  m_value[i] = m_group_fields[n.group][n.field];
	  break;
	case snode_kind::compute:
	  if (!compute_node (i))
	    return m_fail;
	  break;
	case snode_kind::store:
	  {
	    const memory_group &g = m_dag.groups[n.group];
	    std::vector<int> &slot = m_group_fields[n.group][n.field];
	    if (!slot.empty ())
	      return { "two stores to one field in one iteration", (int) i };
	    slot = value_of (n.args[0]);
	    if (slot.size () != parts_of (g.type))
	      return { "a stored value has another size than its memory",
		       (int) i };
	    if (g.members.back () == (int) i && !store_group (n.group, i))
	      return m_fail;
	    break;
	  }
	}
    }
  return {};
}

} // anon namespace

unsigned
vector_part_lanes (const scalar_dag &dag, int type, unsigned vf,
		   const isa_desc &isa)
{
  unsigned lanes = isa.vector_bytes / dag.types[type].bytes;
  return lanes < vf && lanes > 0 ? lanes : vf;
}

group_shape
group_shape_of (const scalar_dag &dag, int group, unsigned vf)
{
  const memory_group &g = dag.groups[group];
  group_shape shape;
  shape.stride = g.stride;
  shape.elem_size = dag.types[g.type].bytes;
  shape.lanes = vf;
  std::vector<bool> used = g.fields_used (dag.nodes);
  for (unsigned k = 0; k < g.stride; k++)
    if (used[k])
      shape.fields |= uint64_t (1) << k;
  return shape;
}

plan_failure
plan_classic (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
	      lane_plan &plan)
{
  return classic_planner (dag, vf, isa, plan).run ();
}

} // namespace hyperlane
