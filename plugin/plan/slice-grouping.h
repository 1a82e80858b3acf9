/* Hyper loops (thesis §4.2.2): the backward slices of the stores of one
   strided store group, one slice per stored field, grouped node by node.
   A hyper loop is fully grouped when its slices are isomorphic and every
   leaf is either the same invariant in every slice or, in the slice of
   field k, a load of field k + D of a group with the same stride, D the
   same in every slice (an offset, as particles' x += vx reads field k + 3
   for field k): then lane j*stride + k of one virtual vector holds
   iteration j's field k all the way from the loads (at D elements further)
   to the store, in memory order, and no permute is needed.  A hyper loop
   is also fully grouped when a row of loads reads, in the slice of field
   k, any field of one group of the same stride (the cross product's
   a.yzx): the row is then PERMUTED, each of its vectors one permute of
   the group's vectors in memory order, since every lane reads inside its
   own record.  A store group that leaves fields out is stored with a
   lane mask.  Partially grouped
   slices (extract/merge) come with the HLP planner.  Free of GCC
   headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_SLICE_GROUPING_H
#define HYPERLANE_SLICE_GROUPING_H

#include "scalar-dag.h"

namespace hyperlane {

struct hyper_loop
{
  int store_group = -1;
  bool fully_grouped = false;
  /* The store group leaves fields out (GCC's SLP cannot store it whole).  */
  bool partial = false;
  /* Some row of loads reads fields in another order than the slices
     store them (see above): the plan permutes, and so does GCC's SLP.  */
  bool permuted = false;
  /* The stored fields, one slice each, ascending.  */
  std::vector<unsigned> fields;
  /* The grouped nodes, one row per DAG level reached, each row holding
     the node of every slice (in the order of FIELDS).  */
  std::vector<std::vector<int>> grouped;
  const char *why_not = nullptr;	/* When not fully grouped.  */
};

/* One hyper loop per strided store group of DAG.  */
std::vector<hyper_loop> find_hyper_loops (const scalar_dag &dag);

/* The rows of the operands of ROW, a grouped row of compute nodes: row
   A holds operand A of every slice, except that the operands of a
   commutative node are swapped where that makes them match the first
   slice's (GCC canonicalizes a.z * b.x and b.z * a.x to different
   orders).  */
std::vector<std::vector<int>> operand_rows (const scalar_dag &dag,
					    const std::vector<int> &row);

/* The offset D of a grouped row of loads of HL (see above).  */
int row_offset (const scalar_dag &dag, const hyper_loop &hl,
		const std::vector<int> &row);

/* Whether a grouped row of loads of HL is permuted (see above): its
   slices read at different offsets from the fields they store.  */
bool row_permuted (const scalar_dag &dag, const hyper_loop &hl,
		   const std::vector<int> &row);

} // namespace hyperlane

#endif
