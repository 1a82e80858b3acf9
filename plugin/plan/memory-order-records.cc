/* The memory-order planner's record lanes (memory-order-planner.h): one
   scalar iteration per vector iteration, each vector holding consecutive
   fields of that iteration's records -- the 5x5 blocks of NPB BT's
   x_solve, 25 or 75 fields an iteration, read from the blocks of the
   iterations before and after (groups of other strides than the store's)
   and differing on the diagonal by one operation.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"

#include <algorithm>
#include <set>

namespace hyperlane {

namespace {

/* The loads NODE's value is computed from, as (group, field - FIELD):
   where a slice storing field FIELD reads, relative to it.  */
void
collect_loads (const scalar_dag &dag, int node, unsigned field,
	       std::set<std::pair<int, long>> &loads, std::vector<bool> &seen)
{
  if (seen[node])
    return;
  seen[node] = true;
  const snode &n = dag.nodes[node];
  if (n.kind == snode_kind::load)
    loads.insert ({ n.group, (long) n.field - (long) field });
  for (int a : n.args)
    collect_loads (dag, a, field, loads, seen);
}

/* The runs of STORE_GROUP's stored fields whose slices read the same
   groups at the same offsets from the field they store: the fields a
   vector of the plan may cover together.  */
std::vector<std::vector<unsigned>>
field_runs (const scalar_dag &dag, int store_group)
{
  const memory_group &g = dag.groups[store_group];
  const std::vector<int> members = g.members_by_field (dag.nodes);
  std::vector<std::vector<unsigned>> runs;
  std::set<std::pair<int, long>> last;
  for (unsigned k = 0; k < g.stride; k++)
    {
      if (members[k] < 0)
	continue;
      std::set<std::pair<int, long>> reads;
      std::vector<bool> seen (dag.nodes.size (), false);
      collect_loads (dag, dag.nodes[members[k]].args[0], k, reads, seen);
      if (runs.empty () || runs.back ().back () + 1 != k || reads != last)
	runs.emplace_back ();
      runs.back ().push_back (k);
      last = std::move (reads);
    }
  return runs;
}

} // anon namespace

/* Why the DAG has no record-lane plan, or a null reason.  */
plan_failure
memory_order_planner::check_record_lanes ()
{
  m_loops = m_found_loops;
  if (m_loops.empty ())
    return { "no strided store group", -1 };
  const unsigned bytes
    = m_dag.types[m_dag.groups[m_loops[0].store_group].type].bytes;
  std::vector<bool> covered;
  if (plan_failure f = check_loops (&covered); f.reason)
    return f;
  for (const memory_group &g : m_dag.groups)
    if (g.step_bytes <= 0 || g.record_stride)
      return { "a group that does not move forward record by record",
	       g.members.back () };
  auto before = [&] (const snode &n) -> const char * {
    return (n.kind == snode_kind::store
	    && m_dag.groups[n.group].stride < lanes_of (n.type)
	    ? "a store group narrower than a vector" : nullptr);
  };
  /* Every vector of the plan is one run of fields: one lane count.  */
  auto after = [&] (const snode &n) -> const char * {
    return (m_dag.types[n.type].bytes != bytes
	    ? "element types of different sizes" : nullptr);
  };
  return check_nodes (covered, before, after);
}

/* The first fields of the vectors that store HL's fields, one run of
   consecutive fields whose slices read the same groups at the same
   offsets from the field they store (field_runs; the diagonal of a block
   may compute more, but reads where its row does): whole vectors, the
   last one overlapping the one before where the run is not a multiple of
   a vector -- its lanes store again what that one stored, computed the
   same.  So no vector reads a field of a group that its iteration does
   not access around it, nor merges lanes whose loads differ.  Empty,
   with *WHY, where the run is narrower than a vector.  */
std::vector<long>
memory_order_planner::record_bases (const hyper_loop &hl,
				    const char **why) const
{
  const long lanes = lanes_of (m_dag.groups[hl.store_group].type);
  const long first = hl.fields.front (), count = hl.fields.size ();
  if (count < lanes)
    {
      *why = "a run of fields narrower than a vector";
      return {};
    }
  std::vector<long> bases;
  for (long b = first; b + lanes <= first + count; b += lanes)
    bases.push_back (b);
  if (count % lanes)
    bases.push_back (first + count - lanes);
  return bases;
}

/* The vector of a row of loads reading from OFFSET of its group, in a
   record-lane plan: one load, inside the fields the iteration accesses
   (record_bases keeps it there), or -1 where the row is PERMUTED (each
   slice reading another field than its neighbour's plus one).  */
int
memory_order_planner::record_load (const std::vector<int> &row, long offset,
				   bool permuted)
{
  const int group = m_dag.nodes[row_first (row)].group;
  const memory_group &g = m_dag.groups[group];
  const std::vector<bool> used = g.fields_used (m_dag.nodes);
  const long first
    = std::find (used.begin (), used.end (), true) - used.begin ();
  const unsigned lanes = lanes_of (g.type);
  if (permuted || offset < first
      || offset + (long) lanes > g.accessed_extent (m_dag.nodes, 1))
    return -1;
  return load (group, offset);
}

plan_failure
plan_record_lanes (const scalar_dag &dag, const isa_desc &isa,
		   lane_plan &plan, const planner_options &options)
{
  planner_options o = options;
  o.record_lanes = true;
  /* One hyper loop per run: the slices of a run are grouped among
     themselves (a block's diagonal merged into its block, not into the
     blocks beside it, which read other groups).  */
  std::vector<hyper_loop> loops;
  for (size_t g = 0; g < dag.groups.size (); g++)
    if (dag.groups[g].is_store && dag.groups[g].stride >= 2)
      for (const std::vector<unsigned> &run : field_runs (dag, g))
	loops.push_back (group_fields (dag, g, &run, true));
  plan_failure f = memory_order_planner (dag, loops, 1, isa, plan, {},
					 o).run ();
  if (!f.reason)
    plan.planner = "record lanes";
  return f;
}

} // namespace hyperlane
