/* Hyper loops (thesis §4.2.2): the backward slices of the stores of one
   strided store group, one slice per stored field, grouped node by node.
   A hyper loop is fully grouped when its slices are isomorphic and every
   leaf is either the same invariant in every slice or, in the slice of
   field k, a load of field k + D of a group with the same stride, D the
   same in every slice (an offset, as particles' x += vx reads field k + 3
   for field k): then lane j*stride + k of one virtual vector holds
   iteration j's field k all the way from the loads (at D elements further)
   to the store, in memory order, and no permute is needed.  A store group
   that leaves fields out is stored with a lane mask.  Partially grouped
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
  /* The stored fields, one slice each, ascending.  */
  std::vector<unsigned> fields;
  /* The grouped nodes, one row per DAG level reached, each row holding
     the node of every slice (in the order of FIELDS).  */
  std::vector<std::vector<int>> grouped;
  const char *why_not = nullptr;	/* When not fully grouped.  */
};

/* One hyper loop per strided store group of DAG.  */
std::vector<hyper_loop> find_hyper_loops (const scalar_dag &dag);

/* The offset D of a grouped row of loads of HL (see above).  */
int row_offset (const scalar_dag &dag, const hyper_loop &hl,
		const std::vector<int> &row);

} // namespace hyperlane

#endif
