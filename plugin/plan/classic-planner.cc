/* The classic planner; see classic-planner.h.  This file: values part
   by part, groups loaded and stored by permutation programs, the run
   (lane groups: classic-lane-groups.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "classic-planner-state.h"
#include "program-emission.h"
#include "elementwise-access.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace hyperlane {

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
  if (g.stride == 1)
    {
      fields.assign (1, std::vector<int> (parts, -1));
      for (unsigned p = 0; p < parts; p++)
	fields[0][p] = m_plan.add (memory_op (vop_kind::load, group, p));
      return true;
    }
  group_shape shape = shape_of (group);
  perm_program program = best_deinterleave (shape, m_isa);
  if (program.empty ())
    {
      /* A stride no sequence covers: element by element.  Such strides
	 run to the size of a plane (NPB LU's rsd[k][j][i][m] in the
	 loop over k: 21125), so only the fields used get a vector.  */
      fields = load_elementwise (m_dag, group, shape.lanes, parts, m_plan);
      return true;
    }
  fields.assign (g.stride, std::vector<int> (parts, -1));
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
  perm_program program
    = best_interleave (shape, m_isa, m_options.rewrite_store_gaps);
  if (program.empty ())
    {
      store_elementwise (m_dag, group, shape.lanes, fields, m_plan);
      return true;
    }
  /* Writing back untouched fields would race with other threads that own
     them (GCC does not invent such stores either) unless the user allows
     it (-fallow-store-data-races); best_interleave gives masked or
     piecewise stores otherwise.  */
  if (program.needs_read_modify_write && !m_options.rewrite_store_gaps)
    return fail ("store group does not write every field", node);
  if (program.needs_read_modify_write)
    m_plan.note_write_back (g, m_dag.nodes,
			    (long) (parts * shape.stride * shape.lanes));
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
	    vop r;
	    r.kind = vop_kind::reduce;
	    r.lanes = part_lanes (n.type);
	    r.type = n.type;
	    r.code = n.code;
	    r.index = n.external;
	    if (!n.combine)
	      {
		/* In order: every operand of each part, part by part (the
		   parts hold the iterations in order), added lane by lane
		   by codegen.  */
		for (unsigned p = 0; p < parts; p++)
		  for (size_t a = 0; a < n.args.size (); a++)
		    r.args.push_back (terms[a * parts + p]);
		m_plan.add (r);
		break;
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
  /* A wider stride makes no valid shape: its fields are left out.  */
  for (unsigned k = 0; k < g.stride && k < max_shape_stride; k++)
    if (used[k])
      shape.fields |= uint64_t (1) << k;
  return shape;
}

plan_failure
plan_classic (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
	      lane_plan &plan, const planner_options &options)
{
  return classic_planner (dag, vf, isa, plan, options).run ();
}

} // namespace hyperlane

