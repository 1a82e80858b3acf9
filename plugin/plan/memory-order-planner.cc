/* The memory-order planner; see memory-order-planner.h.  This file:
   which loops want it, the planner's checks and run, and the search
   over the slice orders of stored rows (the other steps:
   memory-order-state.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"
#include "cost-model.h"
#include "plan-chooser.h"

#include <algorithm>

namespace hyperlane {

/* Why no plan takes M_LOOPS whole: a hyper loop not grouped, or null;
   *COVERED then marks the nodes of their stores and grouped rows.  */
plan_failure
memory_order_planner::check_loops (std::vector<bool> *covered) const
{
  covered->assign (m_dag.nodes.size (), false);
  for (const hyper_loop &hl : m_loops)
    {
      const memory_group &g = m_dag.groups[hl.store_group];
      if (!hl.fully_grouped && !hl.partially_grouped)
	return { hl.why_not ? hl.why_not : "slices are not grouped",
		 g.members.back () };
      for (int m : g.members)
	(*covered)[m] = true;
      for (const std::vector<int> &row : hl.grouped)
	for (int n : row)
	  if (n >= 0)
	    (*covered)[n] = true;
    }
  return {};
}

/* Why some node of the DAG, not an invariant, can be in no plan of this
   strategy: a reduction, an induction variable used as data, BEFORE's
   reason (the strategy's own), a value outside the hyper loops (not in
   COVERED), or AFTER's reason; a null reason when every node can be.  */
plan_failure
memory_order_planner::check_nodes (const std::vector<bool> &covered,
				   const node_check &before,
				   const node_check &after) const
{
  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      if (n.kind == snode_kind::invariant)
	continue;
      const char *why = (n.kind == snode_kind::reduce ? "a reduction"
			 : n.kind == snode_kind::induction
			 ? "an induction variable used as data" : before (n));
      if (!why && !covered[i])
	why = "a value outside the hyper loops";
      if (!why)
	why = after (n);
      if (why)
	return { why, (int) i };
    }
  return {};
}

/* Why the DAG has no memory-order plan, or a null reason.  */
plan_failure
memory_order_planner::check ()
{
  m_loops = m_found_loops;
  if (m_loops.empty ())
    {
      const char *why = nullptr;
      m_loops = deferred_hyper_loops (m_dag, &m_stride, &why);
      if (m_loops.empty ())
	return { why, -1 };
      m_deferred = true;
    }
  const unsigned bytes = m_dag.types[m_dag.groups[m_loops[0].store_group]
				     .type].bytes;
  std::vector<bool> covered;
  if (plan_failure f = check_loops (&covered); f.reason)
    return f;
  for (const hyper_loop &hl : m_loops)
    {
      const memory_group &g = m_dag.groups[hl.store_group];
      if (m_deferred)
	;
      else if (m_stride && g.stride != m_stride)
	return { "store groups of different strides", g.members.back () };
      else
	m_stride = g.stride;
    }
  auto before = [&] (const snode &n) -> const char * {
    if (n.kind == snode_kind::store
	&& m_dag.groups[n.group].stride < 2 && !m_deferred)
      return "a contiguous store beside strided ones";
    if (n.kind == snode_kind::load
	&& m_dag.groups[n.group].stride != m_stride)
      return "a load of another stride";
    return nullptr;
  };
  auto after = [&] (const snode &n) -> const char * {
    const unsigned size = m_dag.types[n.type].bytes;
    /* The deferred deinterleave's programs move one element size.  */
    if (m_deferred && size != bytes)
      return "element types of different sizes";
    /* Values change size by conversions, by exactly two
       (hlp/body-builder.cc splits larger steps): a vector of a value is
       one half of its operand's or the two halves of two.  */
    if (n.kind == snode_kind::compute)
      for (int a : n.args)
	{
	  const snode &an = m_dag.nodes[a];
	  const unsigned from = m_dag.types[an.type].bytes;
	  if (from == size || an.kind == snode_kind::invariant)
	    continue;
	  if (n.args.size () != 1 || (from != 2 * size && size != 2 * from))
	    return "operands of an operation have different sizes";
	  const unsigned wide = lanes_of (from > size ? an.type : n.type);
	  const unsigned narrow = lanes_of (from > size ? n.type : an.type);
	  if (narrow != 2 * wide)
	    return "a conversion within one vector";
	}
    return nullptr;
  };
  return check_nodes (covered, before, after);
}

plan_failure
memory_order_planner::run ()
{
  plan_failure f = m_options.record_lanes ? check_record_lanes () : check ();
  if (f.reason)
    return f;
  m_plan.vf = m_vf;
  m_plan.planner = "memory order";

  /* Every value first, then every store: the vector loop loads before it
     stores (hlp/legality.cc relies on it).  */
  struct pending_store
  {
    int group, value;
    long offset;
    std::vector<bool> mask;
  };
  std::vector<pending_store> stores;
  for (const hyper_loop &hl : m_loops)
    {
      if (m_deferred)
	{
	  int value = deinterleave (hl);
	  if (value < 0)
	    return { "no deinterleave program over whole vectors",
		     hl.grouped[0][0] };
	  stores.push_back ({ hl.store_group, value, 0,
			     std::vector<bool> (m_vf, true) });
	  continue;
	}
      if (m_options.record_lanes)
	{
	  const char *why = nullptr;
	  std::vector<long> bases = record_bases (hl, &why);
	  if (why)
	    return { why, m_dag.groups[hl.store_group].members.back () };
	  const unsigned lanes
	    = lanes_of (m_dag.groups[hl.store_group].type);
	  for (long base : bases)
	    {
	      int value = row_value (hl, hl.grouped[0], base);
	      if (value < 0)
		return { "a row the record lanes cannot hold",
			 hl.grouped[0][0] };
	      stores.push_back ({ hl.store_group, value, base,
				  std::vector<bool> (lanes, true) });
	    }
	  continue;
	}
      const unsigned lanes = lanes_of (m_dag.groups[hl.store_group].type);
      for (long base = 0; base < (long) (m_stride * m_vf); base += lanes)
	{
	  std::vector<bool> mask = store_mask (hl, base, lanes);
	  if (std::find (mask.begin (), mask.end (), true) == mask.end ())
	    continue;
	  const size_t h = &hl - m_loops.data ();
	  int value = (h < m_orders.size () && !m_orders[h].empty ()
		       ? reordered_row (hl, hl.grouped[0], m_orders[h], base)
		       : row_value (hl, hl.grouped[0], base));
	  if (value < 0)
	    return { "a node the plan cannot hold", hl.grouped[0][0] };
	  stores.push_back ({ hl.store_group, value, base, mask });
	}
    }
  for (const pending_store &ps : stores)
    store (ps.group, ps.value, ps.offset, ps.mask);
  return {};
}


memory_order_use
memory_order_wanted (const scalar_dag &dag,
		     const std::vector<hyper_loop> &loops)
{
  for (const hyper_loop &hl : loops)
    if (hl.permuted && hl.fully_grouped)
      return memory_order_use::permuted;
  bool grouped = !loops.empty (), merged = false;
  for (const hyper_loop &hl : loops)
    {
      grouped &= hl.fully_grouped || hl.partially_grouped;
      merged |= hl.partially_grouped;
    }
  if (grouped && merged)
    return memory_order_use::merged;
  for (const hyper_loop &hl : loops)
    if (hl.partial && hl.fully_grouped)
      return memory_order_use::masked_stores;
  unsigned stride;
  const char *why;
  if (loops.empty () && !deferred_hyper_loops (dag, &stride, &why).empty ())
    return memory_order_use::deferred;
  if (grouped && dag.gcc_scalar_cause)
    return memory_order_use::gcc_scalar;
  return memory_order_use::none;
}

/* The orders other than memory order a stored row of N slices may be
   computed in (reordered_row): every one for up to four slices, the
   rotations beyond.  */
static std::vector<std::vector<unsigned>>
other_orders (size_t n)
{
  std::vector<unsigned> order (n);
  for (size_t k = 0; k < n; k++)
    order[k] = k;
  std::vector<std::vector<unsigned>> orders;
  if (n <= 4)
    while (std::next_permutation (order.begin (), order.end ()))
      orders.push_back (order);
  else
    for (size_t r = 1; r < n; r++)
      {
	std::rotate (order.begin (), order.begin () + 1, order.end ());
	orders.push_back (order);
      }
  return orders;
}

/* Whether HL's stored row may be computed in another order: it reads
   fields in another order than it stores them (so some order may permute
   less), and its stored values are computed.  */
static bool
reorderable (const scalar_dag &dag, const hyper_loop &hl)
{
  if (!hl.fully_grouped || !hl.permuted || hl.fields.size () < 2)
    return false;
  for (int n : hl.grouped[0])
    if (n < 0 || dag.nodes[n].kind != snode_kind::compute)
      return false;
  return true;
}

plan_failure
plan_memory_order (const scalar_dag &dag,
		   const std::vector<hyper_loop> &loops, unsigned vf,
		   const isa_desc &isa, lane_plan &plan,
		   const planner_options &options)
{
  plan_failure f
    = memory_order_planner (dag, loops, vf, isa, plan, {}, options).run ();
  if (f.reason)
    return f;
  /* The lightest plan over the orders of each stored row in turn.  */
  std::vector<std::vector<unsigned>> orders (loops.size ());
  std::vector<std::string> notes (loops.size ());
  unsigned best = plan_weight (dag, plan, isa);
  for (size_t h = 0; h < loops.size (); h++)
    if (reorderable (dag, loops[h]))
      for (const std::vector<unsigned> &order
	   : other_orders (loops[h].fields.size ()))
	{
	  std::vector<std::vector<unsigned>> trial = orders;
	  trial[h] = order;
	  lane_plan candidate;
	  if (memory_order_planner (dag, loops, vf, isa, candidate, trial,
				    options).run ().reason)
	    continue;
	  const unsigned weight = plan_weight (dag, candidate, isa);
	  if (!replaces_plan_p (weight, best))
	    continue;
	  notes[h] = ("  stored row of g"
		      + std::to_string (loops[h].store_group)
		      + " computed in slice order {");
	  for (size_t k = 0; k < order.size (); k++)
	    notes[h] += (k ? "," : "") + std::to_string (order[k]);
	  notes[h] += ("}, permuted at the store (plan weight "
		       + std::to_string (weight) + " against "
		       + std::to_string (best) + ")\n");
	  best = weight;
	  plan = std::move (candidate);
	  orders = std::move (trial);
	  plan.notes.clear ();
	  for (const std::string &n : notes)
	    plan.notes += n;
	}
  return {};
}

} // namespace hyperlane
