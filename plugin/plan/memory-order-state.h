/* The memory-order planner's state and steps, shared by the files of its
   strategies (memory-order-planner.h says what the plan is):
     memory-order-planner.cc  which loops, the checks, the run, the
			      slice-order search
     memory-order-rows.cc     rows of loads, operations, conversions,
			      invariants and merged classes
     memory-order-gather.cc   rows gathered by permutes: in-record permuted
			      rows, rows computed in another slice order
     memory-order-stores.cc   store lowering: whole, masked, piece by piece
     memory-order-deferred.cc the deferred deinterleave
     memory-order-records.cc  record lanes: one iteration, runs of fields
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_MEMORY_ORDER_STATE_H
#define HYPERLANE_MEMORY_ORDER_STATE_H

#include "memory-order-planner.h"
#include "slice-grouping.h"
#include "../target/isa.h"

#include <functional>
#include <map>
#include <tuple>

namespace hyperlane {

/* Whether every node of ROW is an invariant.  */
bool all_invariant (const scalar_dag &dag, const std::vector<int> &row);

/* The hyper loops of a loop whose stores are all contiguous and whose
   loads are all strided with one stride: one slice per store, in memory
   order over the loads (the deferred deinterleave); empty, with *WHY,
   when the loop is not such a loop.  */
std::vector<hyper_loop> deferred_hyper_loops (const scalar_dag &dag,
					      unsigned *stride,
					      const char **why);

class memory_order_planner
{
public:
  /* LOOPS are the DAG's hyper loops (find_hyper_loops).  ORDERS, when
     not empty, gives per hyper loop the order its stored row is computed
     in (reordered_row); an empty order is memory order.  */
  memory_order_planner (const scalar_dag &dag,
			const std::vector<hyper_loop> &loops, unsigned vf,
			const isa_desc &isa, lane_plan &plan,
			const std::vector<std::vector<unsigned>> &orders = {},
			const planner_options &options = {})
    : m_dag (dag), m_found_loops (loops), m_vf (vf), m_isa (isa),
      m_plan (plan), m_orders (orders), m_options (options)
  {}

  plan_failure run ();

private:
  const scalar_dag &m_dag;
  const std::vector<hyper_loop> &m_found_loops;
  unsigned m_vf;
  const isa_desc &m_isa;
  lane_plan &m_plan;
  const std::vector<std::vector<unsigned>> m_orders;
  const planner_options m_options;
  /* The hyper loops planned: the found ones, or the deferred
     deinterleave's.  */
  std::vector<hyper_loop> m_loops;
  unsigned m_stride = 0;
  /* (stored fields of the hyper loop, row of nodes, first element) ->
     vop: a row met twice in a hyper loop, or shared by hyper loops that
     store the same fields, is computed once.  A row is one node per
     slice, and which field (so which lanes) a slice is depends on the
     hyper loop: the same row of two hyper loops storing other fields is
     another vector.  Looked up by references (std::less<>), copied only
     when a row is first met.  */
  std::map<std::tuple<std::vector<unsigned>, std::vector<int>, long>, int,
	   std::less<>>
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
    if (m_options.record_lanes)
      return m_isa.vector_bytes / m_dag.types[type].bytes;
    return vector_part_lanes (m_dag, type, m_vf, m_isa);
  }
  plan_failure check_loops (std::vector<bool> *covered) const;
  using node_check = std::function<const char *(const snode &)>;
  plan_failure check_nodes (const std::vector<bool> &covered,
			    const node_check &before,
			    const node_check &after) const;
  plan_failure check_record_lanes ();
  int record_load (const std::vector<int> &row, long offset, bool permuted);
  std::vector<long> record_bases (const hyper_loop &hl,
				  const char **why) const;
  plan_failure check ();
  int row_value (const hyper_loop &hl, const std::vector<int> &row,
		 long base);
  int new_row_value (const hyper_loop &hl, const std::vector<int> &row,
		     long base);
  int compute (const hyper_loop &hl, const std::vector<int> &row, int code,
	       long base);
  int convert (const hyper_loop &hl, const std::vector<int> &row,
	       long base);
  int merged_row (const hyper_loop &hl, const std::vector<int> &row,
		  long base, std::vector<std::vector<int>> split);
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
  /* The store of MASK's lanes of VALUE as a load of what is there, a
     blend and a whole store (planner_options::rewrite_store_gaps).  */
  void store_blended (vop store, int value, const std::vector<bool> &mask);
  int deinterleave (const hyper_loop &hl);
  /* The stores are contiguous and the loads strided: the computation
     runs in memory order over the loads and is deinterleaved once, at
     the stores (the thesis's rule 4: permutes deferred to the stores).  */
  bool m_deferred = false;
};

} // namespace hyperlane

#endif
