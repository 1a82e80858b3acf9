/* The classic planner; see classic-planner.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "classic-planner.h"
#include "../target/perm-sequences.h"

#include <unordered_map>

namespace hyperlane {

namespace {

class classic_planner
{
public:
  classic_planner (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
		   lane_plan &plan)
    : m_dag (dag), m_vf (vf), m_isa (isa), m_plan (plan),
      m_value (dag.nodes.size (), -1),
      m_group_fields (dag.groups.size ())
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  unsigned m_vf;
  const isa_desc &m_isa;
  lane_plan &m_plan;
  std::vector<int> m_value;	/* Node -> vop holding its vector.  */
  /* Per group: the vop of each field (loaded, or to be stored).  */
  std::vector<std::vector<int>> m_group_fields;
  plan_failure m_fail;

  bool fail (const char *reason, int node)
  {
    m_fail.reason = reason;
    m_fail.node = node;
    return false;
  }
  int value_of (int node);
  vop memory_op (vop_kind kind, int group) const;
  group_shape shape_of (int group) const;
  bool add_program (const perm_program &program, int group,
		    const std::vector<int> &inputs, std::vector<int> *outputs,
		    int node);
  bool load_group (int group, int node);
  bool store_group (int group, int node);
};

/* The vop for NODE's value, broadcasting invariants on first use.  */
int
classic_planner::value_of (int node)
{
  if (m_value[node] < 0)
    {
      const snode &n = m_dag.nodes[node];
      vop b;
      b.kind = vop_kind::broadcast;
      b.lanes = m_vf;
      b.type = n.type;
      b.args.push_back (node);
      m_value[node] = m_plan.add (b);
    }
  return m_value[node];
}

/* A whole-vector load or store of contiguous GROUP.  */
vop
classic_planner::memory_op (vop_kind kind, int group) const
{
  vop op;
  op.kind = kind;
  op.lanes = m_vf;
  op.type = m_dag.groups[group].type;
  op.group = group;
  op.offset = 0;
  return op;
}

/* The permutation library's view of GROUP in one vector iteration.  */
group_shape
classic_planner::shape_of (int group) const
{
  const memory_group &g = m_dag.groups[group];
  group_shape shape;
  shape.stride = g.stride;
  shape.elem_size = m_dag.types[g.type].bytes;
  shape.lanes = m_vf;
  std::vector<bool> used = g.fields_used (m_dag.nodes);
  for (unsigned k = 0; k < g.stride; k++)
    if (used[k])
      shape.fields |= uint64_t (1) << k;
  return shape;
}

/* Append PROGRAM's operations on GROUP to the plan.  INPUTS gives the vop
   of each field an interleave reads; OUTPUTS, when given, receives the
   vop of each field a deinterleave produces (-1 for unused fields).  */
bool
classic_planner::add_program (const perm_program &program, int group,
			      const std::vector<int> &inputs,
			      std::vector<int> *outputs, int node)
{
  const memory_group &g = m_dag.groups[group];
  std::vector<int> vop_of (program.ops.size (), -1);
  for (size_t i = 0; i < program.ops.size (); i++)
    {
      const perm_op &op = program.ops[i];
      vop v;
      v.lanes = op.lanes;
      v.type = g.type;
      v.group = group;
      v.offset = op.offset;
      for (int a : op.args)
	v.args.push_back (vop_of[a]);
      switch (op.kind)
	{
	case perm_op_kind::input:
	  vop_of[i] = inputs[op.field];
	  continue;
	case perm_op_kind::load:
	  v.kind = vop_kind::load;
	  break;
	case perm_op_kind::store:
	  v.kind = vop_kind::store;
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
	  v.kind = vop_kind::load_lanes;
	  v.vectors = g.stride;
	  v.lanes = m_vf;
	  break;
	case perm_op_kind::store_lanes:
	  v.kind = vop_kind::store_lanes;
	  v.vectors = g.stride;
	  break;
	}
      vop_of[i] = m_plan.add (v);
    }
  if (outputs)
    for (int id : program.outputs)
      outputs->push_back (id < 0 ? -1 : vop_of[id]);
  return true;
}

/* Bring every field GROUP uses into field order; NODE is the first
   load.  */
bool
classic_planner::load_group (int group, int node)
{
  std::vector<int> &fields = m_group_fields[group];
  fields.clear ();
  if (m_dag.groups[group].stride == 1)
    {
      fields.push_back (m_plan.add (memory_op (vop_kind::load, group)));
      return true;
    }
  group_shape shape = shape_of (group);
  perm_program program = best_deinterleave (shape, m_isa);
  if (program.empty ())
    return fail ("no permutation sequence for a strided load group", node);
  unsigned last_field = 0;
  for (unsigned k = 0; k < shape.stride; k++)
    if (shape.field_used (k))
      last_field = k;
  if ((unsigned) program.read_range_end ()
      > (m_vf - 1) * shape.stride + last_field + 1)
    m_plan.reads_gap = true;
  return add_program (program, group, {}, &fields, node);
}

/* Write the fields of GROUP back in memory order; NODE is its last
   store.  */
bool
classic_planner::store_group (int group, int node)
{
  const std::vector<int> &fields = m_group_fields[group];
  if (m_dag.groups[group].stride == 1)
    {
      vop store = memory_op (vop_kind::store, group);
      store.args.push_back (fields[0]);
      m_plan.add (store);
      return true;
    }
  perm_program program = best_interleave (shape_of (group), m_isa);
  if (program.empty ())
    return fail ("no permutation sequence for a strided store group", node);
  /* Writing back untouched fields would race with other threads that own
     them (GCC does not invent such stores either).  */
  if (program.needs_read_modify_write)
    return fail ("store group does not write every field", node);
  return add_program (program, group, fields, nullptr, node);
}

plan_failure
classic_planner::run ()
{
  m_plan.vf = m_vf;
  for (size_t g = 0; g < m_dag.groups.size (); g++)
    if (m_dag.groups[g].is_store)
      m_group_fields[g].assign (m_dag.groups[g].stride, -1);

  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      switch (n.kind)
	{
	case snode_kind::invariant:
	  break;
	case snode_kind::load:
	  if (m_group_fields[n.group].empty () && !load_group (n.group, i))
	    return m_fail;
	  m_value[i] = m_group_fields[n.group][n.field];
	  break;
	case snode_kind::compute:
	  {
	    vop c;
	    c.kind = vop_kind::compute;
	    c.lanes = m_vf;
	    c.type = n.type;
	    c.code = n.code;
	    for (int a : n.args)
	      c.args.push_back (value_of (a));
	    m_value[i] = m_plan.add (c);
	    break;
	  }
	case snode_kind::store:
	  {
	    const memory_group &g = m_dag.groups[n.group];
	    int &slot = m_group_fields[n.group][n.field];
	    if (slot >= 0)
	      return { "two stores to one field in one iteration", (int) i };
	    slot = value_of (n.args[0]);
	    if (g.members.back () == (int) i && !store_group (n.group, i))
	      return m_fail;
	    break;
	  }
	}
    }
  return {};
}

} // anon namespace

plan_failure
plan_classic (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
	      lane_plan &plan)
{
  return classic_planner (dag, vf, isa, plan).run ();
}

} // namespace hyperlane
