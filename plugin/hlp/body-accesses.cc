/* The scalar DAG builder's translation of memory accesses
   (dag-builder.h): loads and stores of a group's fields, forwarded loads
   and loads from a loop-invariant address.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "dag-builder.h"
#include "loop-analysis.h"

#include <algorithm>

namespace hyperlane {

namespace {

/* Whether values of TYPE may be reinterpreted as another type of their
   size: floating point, or integers without padding bits.  */
bool
bitcastable_p (tree type)
{
  if (SCALAR_FLOAT_TYPE_P (type))
    return true;
  return (INTEGRAL_TYPE_P (type) && TREE_CODE (type) != BOOLEAN_TYPE
	  && TYPE_PRECISION (type)
	     == GET_MODE_BITSIZE (SCALAR_INT_TYPE_MODE (type)));
}

} // anon namespace

/* The node of STMT, an access to FIELD of analysis group AG.  */
bool
dag_builder::translate_access (gimple *stmt, int ag, unsigned field)
{
  /* A value stored and loaded again in one iteration: the load is the
     stored value (its store, before it, is translated).  */
  if (gimple *store = m_la.forwarding_store (stmt))
    {
      int value;
      if (!number_operand (gimple_assign_rhs1 (store), store, value))
	return false;
      m_node_of[gimple_assign_lhs (stmt)] = value;
      m_dag.forwarded_loads++;
      return true;
    }
  /* mark_needed (value_operands) refused masked accesses.  */
  if (m_la.groups ()[ag].step == 0 && !m_la.groups ()[ag].is_store)
    return translate_invariant_load (stmt, ag);
  const bool store = gimple_vdef (stmt) != nullptr;
  if (store && !is_gimple_reg (gimple_assign_rhs1 (stmt))
      && !is_gimple_min_invariant (gimple_assign_rhs1 (stmt))
      && TREE_CODE (gimple_assign_rhs1 (stmt)) != CONSTRUCTOR)
    return fail ("aggregate copy of a type hyperlane does not split (it "
		 "splits complex values and records of fields of one "
		 "scalar type without gaps)", stmt);
  int value = -1;
  if (store && !number_operand (gimple_assign_rhs1 (stmt), stmt, value))
    return false;
  int node = access_node (stmt, ag, field,
			  store ? gimple_assign_lhs (stmt)
			  : gimple_assign_rhs1 (stmt), value);
  if (node < 0)
    return false;
  if (!store)
    m_node_of[gimple_assign_lhs (stmt)] = node;
  return true;
}

/* The memory group of the DAG for analysis group AG, made on first
   use.  */
int
dag_builder::memory_group_of (int ag)
{
  auto g = m_group_of.find (ag);
  if (g != m_group_of.end ())
    return g->second;
  const access_group &a = m_la.groups ()[ag];
  memory_group mg;
  mg.is_store = a.is_store;
  mg.stride = a.stride;
  mg.type = -1;
  mg.first_byte = a.min_init;
  mg.step_bytes = a.step;
  mg.mirrored = (a.step < 0) != m_ctx.reversed && mirrorable_p (ag);
  mg.memory = (int) m_dag.groups.size ();
  for (size_t other = 0; other < m_dag.groups.size (); other++)
    if (same_memory_p (*m_ctx.groups[other], a))
      {
	mg.memory = m_dag.groups[other].memory;
	break;
      }
  m_dag.groups.push_back (mg);
  m_ctx.groups.push_back (&a);
  m_group_of.emplace (ag, m_dag.groups.size () - 1);
  return m_dag.groups.size () - 1;
}

/* Whether analysis group AG, stepping against the loop, can be planned
   mirrored (plan/mirrored-groups.h): its accesses cover its records
   whole, so that the records of a vector iteration are all the memory it
   reads or writes, and no other group accesses its memory, whose
   offsets from it would run the other way.  */
bool
dag_builder::mirrorable_p (int ag) const
{
  const std::vector<access_group> &groups = m_la.groups ();
  const access_group &a = groups[ag];
  if (!a.complete ())
    return false;
  for (size_t g = 0; g < groups.size (); g++)
    if ((int) g != ag && same_memory_p (groups[g], a))
      return false;
  return true;
}

/* Whether the loop runs reversed (body_context::reversed): its groups
   all step downwards, or those that cannot be mirrored (mirrorable_p)
   do.  Groups that all can step upwards where some do.  */
bool
dag_builder::loop_runs_reversed () const
{
  const std::vector<access_group> &groups = m_la.groups ();
  bool up = false, fixed_up = false, fixed_down = false;
  for (size_t g = 0; g < groups.size (); g++)
    {
      if (groups[g].step == 0)
	continue;
      up |= groups[g].step > 0;
      if (!mirrorable_p (g))
	(groups[g].step > 0 ? fixed_up : fixed_down) = true;
    }
  return fixed_down || (!up && !fixed_up);
}

/* Why GCC 12's loop vectorizer leaves the loop scalar when its groups
   step both ways, or null: it vectorizes no group with a negative step
   and two fields or more, or a stride of a power of two (it falls back
   to element-wise accesses only for one field of another stride:
   get_group_load_store_type, "not falling back to elementwise
   accesses").  One direction only is the reversed loop, which its model
   knows already.  */
const char *
dag_builder::negative_groups_refused_by_gcc () const
{
  bool up = false, down = false, refused = false;
  for (const access_group &a : m_la.groups ())
    {
      up |= a.step > 0;
      down |= a.step < 0;
      refused |= (a.step < 0 && a.stride > 1
		  && (a.fields_used () > 1 || pow2p_hwi (a.stride)));
    }
  return up && down && refused
	 ? "a group of two fields or more steps downwards" : nullptr;
}

/* The node of an access of STMT through REF to FIELD of analysis group
   AG: a load when VALUE is negative, its value reinterpreted as REF's
   type where the group's type differs, else a store of node VALUE; -1
   on failure.  */
int
dag_builder::access_node (gimple *stmt, int ag, unsigned field, tree ref,
			  int value)
{
  snode n;
  memory_group &mg = m_dag.groups[memory_group_of (ag)];
  const int own_type = type_id (TREE_TYPE (ref));
  if (mg.type == -1)
    mg.type = own_type;
  /* Fields of another type of the same size (a struct of float and
     int) move through the group's type, reinterpreted bit for bit.  */
  const bool bitcast = own_type != mg.type;
  if (bitcast && !(bitcastable_p (TREE_TYPE (ref))
		   && bitcastable_p (m_ctx.types[mg.type])))
    {
      fail ("fields of one group have different types", stmt);
      return -1;
    }
  n.type = mg.type;
  n.group = m_group_of[ag];
  n.field = mg.mirrored ? mg.stride - 1 - field : field;
  if (value >= 0)
    {
      n.kind = snode_kind::store;
      n.args.push_back (bitcast ? add_conversion (VIEW_CONVERT_EXPR,
						  m_ctx.types[mg.type],
						  value)
			: value);
    }
  else
    n.kind = snode_kind::load;
  mg.members.push_back (m_dag.nodes.size ());
  m_dag.nodes.push_back (n);
  int node = m_dag.nodes.size () - 1;
  if (n.kind == snode_kind::load && bitcast)
    node = add_conversion (VIEW_CONVERT_EXPR, TREE_TYPE (ref), node);
  return node;
}

/* STMT loads from a loop-invariant address (a weight w[k] read through a
   pointer the loop's stores may alias, which LIM could not hoist): an
   invariant node, loaded once before the vector loop, whose group
   (GROUP) the runtime alias checks keep apart from every store
   (hlp/legality.cc).  Its address must be computed outside the loop.  */
bool
dag_builder::translate_invariant_load (gimple *stmt, int group)
{
  tree ref = gimple_assign_rhs1 (stmt);
  if (gimple_has_volatile_ops (stmt))
    return fail ("volatile access", stmt);
  struct walk_data { const dag_builder *self; bool inside; } data
    = { this, false };
  walk_tree_without_duplicates (
    &ref,
    [] (tree *t, int *, void *p) -> tree {
      walk_data *d = static_cast<walk_data *> (p);
      if (d->self->defined_in_loop_p (*t))
	{
	  d->inside = true;
	  return *t;
	}
      return NULL_TREE;
    },
    &data);
  if (data.inside)
    return fail ("a loop-invariant address computed in the loop", stmt);
  m_node_of[gimple_assign_lhs (stmt)] = invariant_node (unshare_expr (ref));
  if (std::find (m_invariant_groups.begin (), m_invariant_groups.end (),
		 group) == m_invariant_groups.end ())
    m_invariant_groups.push_back (group);
  return true;
}

} // namespace hyperlane
