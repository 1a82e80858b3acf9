/* The memory-order planner's rows (memory-order-state.h): the vector of
   a row of loads, operations, conversions or invariants for a run of the
   store group's elements, rows of partially grouped hyper loops merged
   class by class with blends.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"
#include "classic-planner.h"
#include "../target/isa.h"

#include <algorithm>

namespace hyperlane {

/* Whether every node of ROW is an invariant.  */
bool
all_invariant (const scalar_dag &dag, const std::vector<int> &row)
{
  for (int n : row)
    if (n >= 0 && dag.nodes[n].kind != snode_kind::invariant)
      return false;
  return true;
}

/* The vop holding ROW (a grouped row of HL, one node per slice, -1 for
   slices without one) for elements BASE .. BASE + lanes - 1 of the store
   group, lanes_of its type (BASE a multiple of them).  Lanes of slices
   without a node hold anything.  */
int
memory_order_planner::row_value (const hyper_loop &hl,
				 const std::vector<int> &row, long base)
{
  auto it = m_rows.find (std::forward_as_tuple (hl.fields, row, base));
  if (it != m_rows.end ())
    return it->second;
  int value = new_row_value (hl, row, base);
  m_rows.emplace (std::make_tuple (hl.fields, row, base), value);
  return value;
}

/* row_value for a ROW not met before.  */
int
memory_order_planner::new_row_value (const hyper_loop &hl,
				     const std::vector<int> &row, long base)
{
  const int first = row_first (row);
  if (first < 0)
    return -1;
  if (const std::vector<int> *full = covering_row (m_dag, hl, row))
    return row_value (hl, *full, base);
  const snode &n = m_dag.nodes[first];
  if (all_invariant (m_dag, row))
    return invariant_row (hl, row, base, n.type);
  std::vector<std::vector<int>> split = split_classes (m_dag, row);
  if (!row_uniform (m_dag, row) || !split.empty ())
    return merged_row (hl, row, base, std::move (split));
  switch (n.kind)
    {
    case snode_kind::load:
      if (m_options.record_lanes)
	return record_load (row, base + row_offset (m_dag, hl, row),
			    row_permuted (m_dag, hl, row));
      /* A row reading fields before the ones it stores (a negative
	 offset) would load before the group's first record: it is
	 permuted inside the records as well.  */
      return (row_permuted (m_dag, hl, row) || row_offset (m_dag, hl, row) < 0
	      ? permuted_row (hl, row, base)
	      : load (n.group, base + row_offset (m_dag, hl, row)));
    case snode_kind::compute:
      if (n.args.size () == 1
	  && (m_dag.types[m_dag.nodes[n.args[0]].type].bytes
	      != m_dag.types[n.type].bytes))
	return convert (hl, row, base);
      return compute (hl, row, n.code, base);
    default:
      /* check () lets no other kind into a row.  */
      return -1;
    }
}

/* Operation CODE, in the type of ROW's nodes, on the operand rows of
   ROW, a row of compute nodes, for the elements from BASE.  */
int
memory_order_planner::compute (const hyper_loop &hl,
			       const std::vector<int> &row, int code,
			       long base)
{
  const snode &n = m_dag.nodes[row_first (row)];
  vop v;
  v.kind = vop_kind::compute;
  v.lanes = lanes_of (n.type);
  v.type = n.type;
  v.code = code;
  for (const std::vector<int> &args : operand_rows (m_dag, row))
    {
      const int a = row_first (args);
      if (a < 0)
	return -1;
      const snode &an = m_dag.nodes[a];
      if (all_invariant (m_dag, args)
	  && m_dag.types[an.type].bytes != m_dag.types[n.type].bytes)
	/* Shift counts of another size: broadcast at this type, as the
	   classic planner does.  */
	v.args.push_back (invariant_row (hl, args, base, n.type));
      else
	v.args.push_back (row_value (hl, args, base));
      if (v.args.back () < 0)
	return -1;
    }
  return m_plan.add (v);
}

/* ROW, a row of conversions to a type of another size, for the elements
   from BASE: a half of the operand row's vector widened, or two of its
   vectors narrowed into one.  Order is kept: memory order stays memory
   order.  A row of loads that is permuted (row_value) is permuted after
   the widening where that takes no more shuffles: byte permutes across
   the blocks of a vector are dear where word permutes are one
   instruction (AVX-512BW's vpermt2w).  */
int
memory_order_planner::convert (const hyper_loop &hl,
			       const std::vector<int> &row, long base)
{
  const snode &n = m_dag.nodes[row_first (row)];
  const std::vector<int> from = operand_rows (m_dag, row)[0];
  const int from_type = m_dag.nodes[row_first (from)].type;
  const unsigned lanes = lanes_of (n.type), from_lanes = lanes_of (from_type);
  if (lanes > from_lanes)
    {
      /* Narrowing.  */
      vop p;
      p.kind = vop_kind::pack;
      p.lanes = lanes;
      p.type = n.type;
      for (long b : { base, base + (long) from_lanes })
	{
	  p.args.push_back (row_value (hl, from, b));
	  if (p.args.back () < 0)
	    return -1;
	}
      return m_plan.add (p);
    }
  const long from_base = base - base % from_lanes;
  const snode &f = m_dag.nodes[row_first (from)];
  if (row_uniform (m_dag, from) && f.kind == snode_kind::load
      && !covering_row (m_dag, hl, from)
      && (row_permuted (m_dag, hl, from) || row_offset (m_dag, hl, from) < 0))
    {
      unsigned narrow_cost = 0, wide_cost = 0;
      gather (row_sources (hl, from, from_base, from_lanes), from_type,
	      nullptr, &narrow_cost);
      for (long b = from_base; b < from_base + (long) from_lanes;
	   b += lanes)
	gather (row_sources (hl, from, b, lanes), n.type, nullptr,
		&wide_cost);
      if (wide_cost <= narrow_cost)
	return gather (row_sources (hl, from, base, lanes), n.type,
		       [&] (long b) {
			 return widened_load (f.group, b, n.type);
		       }, nullptr);
    }
  vop u;
  u.kind = vop_kind::unpack;
  u.lanes = lanes;
  u.type = n.type;
  u.offset = (base - from_base) / lanes;
  u.args.push_back (row_value (hl, from, from_base));
  if (u.args.back () < 0)
    return -1;
  return m_plan.add (u);
}

/* The vector of ROW, a row that is not uniform or that splits (SPLIT,
   its split_classes), for the elements from BASE: each of its classes
   (or codes, row_merges_codes) that owns a lane of the vector computed
   on all lanes, and the results merged lane by lane by the slice the
   lane belongs to, with blends (thesis Fig. 4-5: merge).  */
int
memory_order_planner::merged_row (const hyper_loop &hl,
				  const std::vector<int> &row, long base,
				  std::vector<std::vector<int>> split)
{
  /* The parts: rows holding the nodes of some slices, -1 elsewhere.  */
  std::vector<std::vector<int>> parts;
  std::vector<int> codes;
  const bool by_code = split.empty () && row_merged_by_code (m_dag, row);
  if (!split.empty ())
    parts = std::move (split);
  else if (by_code)
    for (size_t k = 0; k < row.size (); k++)
      {
	if (row[k] < 0)
	  continue;
	const int code = m_dag.nodes[row[k]].code;
	size_t p = std::find (codes.begin (), codes.end (), code)
		   - codes.begin ();
	if (p == codes.size ())
	  {
	    codes.push_back (code);
	    parts.emplace_back (row.size (), -1);
	  }
	parts[p][k] = row[k];
      }
  else
    parts = row_classes (m_dag, row);

  /* The part each lane takes, -1 for lanes of fields not stored.  */
  const unsigned lanes = lanes_of (m_dag.nodes[row_first (row)].type);
  std::vector<int> owner (lanes, -1);
  for (unsigned i = 0; i < lanes; i++)
    if (int slice = lane_slice (hl, base + i); slice >= 0)
      for (size_t p = 0; p < parts.size (); p++)
	if (parts[p][slice] >= 0)
	  owner[i] = p;
  int merged = -1;
  for (size_t p = 0; p < parts.size (); p++)
    {
      if (std::find (owner.begin (), owner.end (), (int) p) == owner.end ())
	continue;
      /* A row of operations whose codes merge shares the operand rows;
	 operand_rows (ROW) is what compute () takes of each part too, the
	 operands of every node being where they are in ROW.  */
      int value = (by_code ? compute (hl, row, codes[p], base)
		   : row_value (hl, parts[p], base));
      if (value < 0)
	return -1;
      if (merged < 0)
	{
	  merged = value;
	  continue;
	}
      if (m_plan.ops[value].type != m_plan.ops[merged].type
	  || m_plan.ops[value].lanes != lanes)
	return -1;	/* group_row lets no such row be merged.  */
      std::vector<bool> mine (lanes);
      for (unsigned i = 0; i < lanes; i++)
	mine[i] = owner[i] == (int) p;
      merged = blend (merged, value, mine);
    }
  return merged;
}

/* The lanes of A, but of B where FROM_B says: one blend.  */
int
memory_order_planner::blend (int a, int b, const std::vector<bool> &from_b)
{
  vop v;
  v.kind = vop_kind::perm;
  v.lanes = from_b.size ();
  v.type = m_plan.ops[b].type;
  v.args = { a, b };
  for (unsigned i = 0; i < v.lanes; i++)
    v.sel.push_back (from_b[i] ? v.lanes + i : i);
  return m_plan.add (v);
}

/* ROW, a row of invariants, as a vector of TYPE for the elements from
   BASE: the broadcast of its one invariant, or the broadcasts of its
   invariants merged lane by lane by the slice the lane belongs to, which
   codegen computes before the loop (lane_plan::invariant).  At TYPE,
   not the invariants' own: a shift count of another size is broadcast
   at the type of the value it shifts.  */
int
memory_order_planner::invariant_row (const hyper_loop &hl,
				     const std::vector<int> &row, long base,
				     int type)
{
  const unsigned lanes = lanes_of (type);
  int merged = -1;
  std::vector<int> done;
  for (int node : row)
    {
      if (node < 0
	  || std::find (done.begin (), done.end (), node) != done.end ())
	continue;
      done.push_back (node);
      std::vector<bool> mine (lanes);
      for (unsigned i = 0; i < lanes; i++)
	{
	  const int slice = lane_slice (hl, base + i);
	  mine[i] = slice >= 0 && row[slice] == node;
	}
      if (merged >= 0
	  && std::find (mine.begin (), mine.end (), true) == mine.end ())
	continue;
      const int value = m_plan.broadcast (node, type, lanes);
      merged = merged < 0 ? value : blend (merged, value, mine);
    }
  return merged;
}

/* The slice of HL (the index of its field in HL.fields) that ELEMENT of
   the store group belongs to, or -1 for a field HL does not store.  */
int
memory_order_planner::lane_slice (const hyper_loop &hl, long element) const
{
  const unsigned k = m_options.record_lanes ? element : element % m_stride;
  auto slice = std::find (hl.fields.begin (), hl.fields.end (), k);
  return slice == hl.fields.end () ? -1 : slice - hl.fields.begin ();
}

/* A load or store of one vector of GROUP's elements from OFFSET.  */
vop
memory_order_planner::memory_vop (vop_kind kind, int group, long offset) const
{
  vop v;
  v.kind = kind;
  v.type = m_dag.groups[group].type;
  v.lanes = lanes_of (v.type);
  v.group = group;
  v.offset = offset;
  return v;
}

/* The vector of GROUP's elements from OFFSET in this vector iteration,
   loaded once.  */
int
memory_order_planner::load (int group, long offset)
{
  auto key = std::make_pair (group, offset);
  auto it = m_loads.find (key);
  if (it != m_loads.end ())
    return it->second;
  const memory_group &g = m_dag.groups[group];
  vop v = memory_vop (vop_kind::load, group, offset);
  if (offset + v.lanes > g.accessed_extent (m_dag.nodes, m_vf))
    m_plan.reads_gap = true;
  return m_loads[key] = m_plan.add (v);
}

/* GROUP's elements from OFFSET (a multiple of TYPE's lanes) widened to
   TYPE, twice as wide: a half of a loaded vector, unpacked once.  */
int
memory_order_planner::widened_load (int group, long offset, int type)
{
  auto key = std::make_tuple (group, offset, type);
  auto it = m_widened.find (key);
  if (it != m_widened.end ())
    return it->second;
  const unsigned from_lanes = lanes_of (m_dag.groups[group].type);
  const long from = offset - offset % from_lanes;
  vop u;
  u.kind = vop_kind::unpack;
  u.lanes = lanes_of (type);
  u.type = type;
  u.offset = (offset - from) / u.lanes;
  u.args.push_back (load (group, from));
  return m_widened[key] = m_plan.add (u);
}

} // namespace hyperlane
