/* The memory-order planner's gathered rows (memory-order-state.h): a
   row of loads whose lanes read their records in another order than the
   store writes them, one permute per vector, and a stored row computed
   in another slice order and permuted at the store.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "memory-order-state.h"
#include "classic-planner.h"
#include "../target/isa.h"
#include "../target/perm-cost.h"
#include "../target/perm-sequences.h"

#include <algorithm>

namespace hyperlane {

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

} // namespace hyperlane
