/* The memory-order planner; see memory-order-planner.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-planner.h"
#include "cost-model.h"
#include "program-emission.h"
#include "slice-grouping.h"
#include "../target/isa.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>
#include <functional>
#include <map>
#include <tuple>

namespace hyperlane {

namespace {

/* Whether every node of ROW is an invariant.  */
bool
all_invariant (const scalar_dag &dag, const std::vector<int> &row)
{
  for (int n : row)
    if (n >= 0 && dag.nodes[n].kind != snode_kind::invariant)
      return false;
  return true;
}

class memory_order_planner
{
public:
  /* ORDERS, when not empty, gives per hyper loop (find_hyper_loops) the
     order its stored row is computed in (reordered_row); an empty order
     is memory order.  */
  memory_order_planner (const scalar_dag &dag, unsigned vf,
			const isa_desc &isa, lane_plan &plan,
			const std::vector<std::vector<unsigned>> &orders = {})
    : m_dag (dag), m_vf (vf), m_isa (isa), m_plan (plan), m_orders (orders)
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  unsigned m_vf;
  const isa_desc &m_isa;
  lane_plan &m_plan;
  const std::vector<std::vector<unsigned>> m_orders;
  std::vector<hyper_loop> m_loops;
  unsigned m_stride = 0;
  /* (stored fields of the hyper loop, row of nodes, first element) ->
     vop: a row met twice in a hyper loop, or shared by hyper loops that
     store the same fields, is computed once.  A row is one node per
     slice, and which field (so which lanes) a slice is depends on the
     hyper loop: the same row of two hyper loops storing other fields is
     another vector.  */
  std::map<std::tuple<std::vector<unsigned>, std::vector<int>, long>, int>
    m_rows;
  /* (group, offset) -> load vop: permuted rows share their loads.  */
  std::map<std::pair<int, long>, int> m_loads;
  /* (group, offset, type) -> the loaded elements from OFFSET widened to
     TYPE: the sources of rows permuted after widening.  */
  std::map<std::tuple<int, long, int>, int> m_widened;

  /* Where the vector of a value holds elements E .. E + lanes - 1 of the
     store group's memory, its lanes being those of one vector of its
     type: a memory vector (VF elements) of a type wider than the loop's
     narrowest takes several vectors.  */
  unsigned lanes_of (int type) const
  {
    return vector_part_lanes (m_dag, type, m_vf, m_isa);
  }
  plan_failure check ();
  int row_value (const hyper_loop &hl, const std::vector<int> &row,
		 long base);
  int compute (const hyper_loop &hl, const std::vector<int> &row, int code,
	       long base);
  int convert (const hyper_loop &hl, const std::vector<int> &row,
	       long base);
  int merged_row (const hyper_loop &hl, const std::vector<int> &row,
		  long base);
  int invariant_row (const hyper_loop &hl, const std::vector<int> &row,
		     long base, int type);
  int blend (int a, int b, const std::vector<bool> &from_b);
  int lane_slice (const hyper_loop &hl, long element) const;
  vop memory_vop (vop_kind kind, int group, long offset) const;
  int load (int group, long offset);
  int widened_load (int group, long offset, int type);
  std::vector<long> row_sources (const hyper_loop &hl,
				 const std::vector<int> &row, long base,
				 unsigned lanes) const;
  int gather (const std::vector<long> &src, int type,
	      const std::function<int (long)> &aligned, unsigned *cost);
  int permuted_row (const hyper_loop &hl, const std::vector<int> &row,
		    long base);
  int reordered_row (const hyper_loop &hl, const std::vector<int> &row,
		     const std::vector<unsigned> &order, long base);
  std::vector<bool> store_mask (const hyper_loop &hl, long base,
				unsigned lanes) const;
  void store (int group, int value, long offset,
	      const std::vector<bool> &mask);
  int deinterleave (const hyper_loop &hl);
  /* The stores are contiguous and the loads strided: the computation
     runs in memory order over the loads and is deinterleaved once, at
     the stores (the thesis's rule 4: permutes deferred to the stores).  */
  bool m_deferred = false;
};

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

/* The hyper loops of a loop whose stores are all contiguous and whose
   loads are all strided with one stride: one slice per store, in memory
   order over the loads (the deferred deinterleave); empty, with *WHY,
   when the loop is not such a loop.  */
static std::vector<hyper_loop>
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

/* Why the DAG has no memory-order plan, or a null reason.  */
plan_failure
memory_order_planner::check ()
{
  m_loops = find_hyper_loops (m_dag);
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
  std::vector<bool> covered (m_dag.nodes.size (), false);
  for (const hyper_loop &hl : m_loops)
    {
      const memory_group &g = m_dag.groups[hl.store_group];
      if (!hl.fully_grouped && !hl.partially_grouped)
	return { hl.why_not ? hl.why_not : "slices are not grouped",
		 g.members.back () };
      if (m_deferred)
	;
      else if (m_stride && g.stride != m_stride)
	return { "store groups of different strides", g.members.back () };
      else
	m_stride = g.stride;
      for (int m : g.members)
	covered[m] = true;
      for (const std::vector<int> &row : hl.grouped)
	for (int n : row)
	  if (n >= 0)
	    covered[n] = true;
    }
  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      if (n.kind == snode_kind::invariant)
	continue;
      if (n.kind == snode_kind::reduce)
	return { "a reduction", (int) i };
      if (n.kind == snode_kind::induction)
	return { "an induction variable used as data", (int) i };
      if (n.kind == snode_kind::store
	  && m_dag.groups[n.group].stride < 2 && !m_deferred)
	return { "a contiguous store beside strided ones", (int) i };
      if (n.kind == snode_kind::load
	  && m_dag.groups[n.group].stride != m_stride)
	return { "a load of another stride", (int) i };
      if (!covered[i])
	return { "a value outside the hyper loops", (int) i };
      const unsigned size = m_dag.types[n.type].bytes;
      /* The deferred deinterleave's programs move one element size.  */
      if (m_deferred && size != bytes)
	return { "element types of different sizes", (int) i };
      /* Values change size by conversions, by exactly two
	 (hlp/body-builder.cc splits larger steps): a vector of a value
	 is one half of its operand's or the two halves of two.  */
      if (n.kind == snode_kind::compute)
	for (int a : n.args)
	  {
	    const snode &an = m_dag.nodes[a];
	    const unsigned from = m_dag.types[an.type].bytes;
	    if (from == size || an.kind == snode_kind::invariant)
	      continue;
	    if (n.args.size () != 1
		|| (from != 2 * size && size != 2 * from))
	      return { "operands of an operation have different sizes",
		       (int) i };
	    const unsigned wide = lanes_of (from > size ? an.type : n.type);
	    const unsigned narrow = lanes_of (from > size ? n.type : an.type);
	    if (narrow != 2 * wide)
	      return { "a conversion within one vector", (int) i };
	  }
    }
  return {};
}

/* The vop holding ROW (a grouped row of HL, one node per slice, -1 for
   slices without one) for elements BASE .. BASE + lanes - 1 of the store
   group, lanes_of its type (BASE a multiple of them).  Lanes of slices
   without a node hold anything.  */
int
memory_order_planner::row_value (const hyper_loop &hl,
				 const std::vector<int> &row, long base)
{
  auto key = std::make_tuple (hl.fields, row, base);
  auto it = m_rows.find (key);
  if (it != m_rows.end ())
    return it->second;
  const int first = row_first (row);
  if (first < 0)
    return -1;
  if (const std::vector<int> *full = covering_row (m_dag, hl, row))
    return m_rows[key] = row_value (hl, *full, base);
  const snode &n = m_dag.nodes[first];
  if (all_invariant (m_dag, row))
    return m_rows[key] = invariant_row (hl, row, base, n.type);
  if (!row_uniform (m_dag, row))
    return m_rows[key] = merged_row (hl, row, base);
  switch (n.kind)
    {
    case snode_kind::load:
      /* A row reading fields before the ones it stores (a negative
	 offset) would load before the group's first record: it is
	 permuted inside the records as well.  */
      return m_rows[key]
	= (row_permuted (m_dag, hl, row) || row_offset (m_dag, hl, row) < 0
	   ? permuted_row (hl, row, base)
	   : load (n.group, base + row_offset (m_dag, hl, row)));
    case snode_kind::compute:
      if (n.args.size () == 1
	  && (m_dag.types[m_dag.nodes[n.args[0]].type].bytes
	      != m_dag.types[n.type].bytes))
	return m_rows[key] = convert (hl, row, base);
      return m_rows[key] = compute (hl, row, n.code, base);
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

/* The vector of ROW, a row that is not uniform, for the elements from
   BASE: each of its classes (or codes, row_merges_codes) that owns a lane
   of the vector computed on all lanes, and the results merged lane by
   lane by the slice the lane belongs to, with blends (thesis Fig. 4-5:
   merge).  */
int
memory_order_planner::merged_row (const hyper_loop &hl,
				  const std::vector<int> &row, long base)
{
  /* The parts: rows holding the nodes of some slices, -1 elsewhere.  */
  std::vector<std::vector<int>> parts;
  std::vector<int> codes;
  const bool by_code = row_merges_codes (m_dag, row);
  if (by_code)
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
  const unsigned k = element % m_stride;
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

/* For each of LANES lanes from element BASE of the store group, the
   element of the load group that ROW, a permuted row of loads of HL
   (row_value), reads there, or -1 where any will do.  Lane i, element
   e = BASE + i, is field k of record e / S, so its slice reads the field
   f of the same record that the row names for slice k: element
   e - k + f of the load group.  */
std::vector<long>
memory_order_planner::row_sources (const hyper_loop &hl,
				   const std::vector<int> &row, long base,
				   unsigned lanes) const
{
  std::vector<long> src (lanes, -1);
  for (unsigned i = 0; i < lanes; i++)
    {
      const int slice = lane_slice (hl, base + i);
      if (slice < 0 || row[slice] < 0)
	continue;
      src[i] = base + i - (long) hl.fields[slice]
	       + m_dag.nodes[row[slice]].field;
    }
  return src;
}

/* A vector of TYPE whose lane i holds element SRC[i] (-1: any) of a
   group, from the aligned vectors of its elements that ALIGNED gives
   (ALIGNED (B): elements B .. B + lanes - 1, B a multiple of lanes): the
   lanes come from the vectors from the one that holds the lowest source
   to the one that holds the highest, by one permute of the first two,
   then one more per further vector, each taking that vector's lanes into
   the result so far.  With COST, only adds the shuffles the permutes
   would take to *COST (ALIGNED is not called) and returns -1.  (A load
   of a window off the vector grid would need one permute fewer, but
   splits cache lines: on 64-byte aligned global arrays the cross product
   planned so at AVX-512 ran 0.74x-0.85x of GCC's speed.)  */
int
memory_order_planner::gather (const std::vector<long> &src, int type,
			      const std::function<int (long)> &aligned,
			      unsigned *cost)
{
  const unsigned lanes = src.size ();
  long lo = -1, hi = -1;
  for (long s : src)
    if (s >= 0)
      {
	lo = lo < 0 ? s : std::min (lo, s);
	hi = std::max (hi, s);
      }
  const long first = (lo < 0 ? 0 : lo / lanes * lanes);
  const long last = (hi < 0 ? 0 : hi / lanes * lanes);
  auto vector_at = [&] (long b) { return cost ? -2 : aligned (b); };
  int value = vector_at (first);
  if (lo < 0)
    return cost ? -1 : value;
  /* The permute that takes the lanes from the vector at BASE (held by
     NEXT) into VALUE; at the first vector, VALUE is that vector itself and
     NEXT the second (or VALUE again when there is no second).  */
  auto take = [&] (long base, int next, bool at_first) {
    std::vector<unsigned> sel;
    bool identity = true;
    for (unsigned i = 0; i < lanes; i++)
      {
	unsigned s = i;
	if (src[i] < 0)
	  ;
	else if (at_first && src[i] < first + (long) lanes)
	  s = src[i] - first;
	else if (src[i] >= base && src[i] < base + (long) lanes)
	  s = lanes + src[i] - base;
	identity &= s == i;
	sel.push_back (s);
      }
    if (identity)
      return;
    if (cost)
      {
	std::vector<int> isel (sel.begin (), sel.end ());
	*cost += classify_perm (isel, m_dag.types[type].bytes,
				at_first && first == last, m_isa)
		   .cost.shuffles;
	return;
      }
    vop p;
    p.kind = vop_kind::perm;
    p.lanes = lanes;
    p.type = type;
    p.args = { value, next };
    p.sel = sel;
    value = m_plan.add (p);
  };
  if (first == last)
    take (first, value, true);
  for (long base = first + lanes; base <= last; base += lanes)
    take (base, vector_at (base), base == first + (long) lanes);
  return cost ? -1 : value;
}

/* The vector of a permuted row of loads for the elements from BASE: every
   lane reads inside its record (row_sources), so inside this vector
   iteration's S memory vectors of the group.  */
int
memory_order_planner::permuted_row (const hyper_loop &hl,
				    const std::vector<int> &row, long base)
{
  const snode &f = m_dag.nodes[row_first (row)];
  for (int n : row)
    if (n >= 0 && m_dag.nodes[n].group != f.group)
      return -1;
  return gather (row_sources (hl, row, base, lanes_of (f.type)), f.type,
		 [&] (long b) { return load (f.group, b); }, nullptr);
}

/* The vector of ROW, a row of HL, for the elements from BASE, computed
   in ORDER and then permuted inside the records into memory order: the
   lanes of slice K first hold the value of slice ORDER[K] (the row whose
   node K is ROW's node ORDER[K]), whose operand rows may need fewer
   permutes than ROW's.  The cross product c = a.yzx * b.zxy -
   a.zxy * b.yzx, computed as its rotation a * b.yzx - a.yzx * b, then
   rotated, permutes three rows instead of four (thesis §4.2.3, rule 4:
   permutes deferred towards the stores).  */
int
memory_order_planner::reordered_row (const hyper_loop &hl,
				     const std::vector<int> &row,
				     const std::vector<unsigned> &order,
				     long base)
{
  std::vector<int> computed (row.size ());
  std::vector<unsigned> holder (row.size ());
  for (size_t k = 0; k < row.size (); k++)
    {
      computed[k] = row[order[k]];
      holder[order[k]] = k;
    }
  const int type = m_dag.nodes[row_first (row)].type;
  const unsigned lanes = lanes_of (type);
  std::vector<long> src (lanes, -1);
  for (unsigned i = 0; i < lanes; i++)
    {
      const int slice = lane_slice (hl, base + i);
      if (slice >= 0)
	src[i] = (base + i - (long) hl.fields[slice]
		  + hl.fields[holder[slice]]);
    }
  bool failed = false;
  const int value = gather (src, type, [&] (long b) {
    const int v = row_value (hl, computed, b);
    failed |= v < 0;
    return v;
  }, nullptr);
  return failed ? -1 : value;
}

/* The lanes of the vector of LANES elements from BASE that HL's stores
   write.  */
std::vector<bool>
memory_order_planner::store_mask (const hyper_loop &hl, long base,
				  unsigned lanes) const
{
  std::vector<bool> mask (lanes, false);
  for (unsigned i = 0; i < lanes; i++)
    mask[i] = lane_slice (hl, base + i) >= 0;
  return mask;
}

plan_failure
memory_order_planner::run ()
{
  plan_failure f = check ();
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

/* Store VALUE to GROUP at OFFSET, the lanes of MASK only: whole, with a
   masked store where the target has one, else piece by piece -- each run
   of written lanes split into pieces of a power of two lanes aligned on
   their size, each extracted and stored on its own (GCC's elementwise
   stores, in fewer pieces).  */
void
memory_order_planner::store (int group, int value, long offset,
			     const std::vector<bool> &mask)
{
  const memory_group &g = m_dag.groups[group];
  vop s = memory_vop (vop_kind::store, group, offset);
  s.args.push_back (value);
  if (std::find (mask.begin (), mask.end (), false) == mask.end ())
    {
      m_plan.add (s);
      return;
    }
  if (m_isa.masked_store[elem_size_index (m_dag.types[g.type].bytes)]
	.available ())
    {
      s.mask = mask;
      m_plan.add (s);
      return;
    }
  for (const auto &p : aligned_pieces (mask))
    {
      vop e;
      e.kind = vop_kind::extract;
      e.lanes = p.second;
      e.type = g.type;
      e.offset = p.first;
      e.args.push_back (value);
      vop piece = s;
      piece.lanes = p.second;
      piece.offset = offset + p.first;
      piece.args = { m_plan.add (e) };
      m_plan.add (piece);
    }
}

} // anon namespace

memory_order_use
memory_order_wanted (const scalar_dag &dag)
{
  std::vector<hyper_loop> loops = find_hyper_loops (dag);
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
plan_memory_order (const scalar_dag &dag, unsigned vf, const isa_desc &isa,
		   lane_plan &plan)
{
  plan_failure f = memory_order_planner (dag, vf, isa, plan).run ();
  if (f.reason)
    return f;
  /* The lightest plan over the orders of each stored row in turn.  */
  const std::vector<hyper_loop> loops = find_hyper_loops (dag);
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
	  if (memory_order_planner (dag, vf, isa, candidate, trial)
		.run ().reason)
	    continue;
	  const unsigned weight = plan_weight (dag, candidate, isa);
	  if (weight >= best)
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
