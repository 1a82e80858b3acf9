/* Hyper loops (thesis §4.2.2): the backward slices of the stores of one
   complete strided store group, one slice per field, grouped node by
   node.  A hyper loop is fully grouped when its slices are isomorphic and
   every leaf is either the same invariant in every slice or a load of
   field k, in slice k, of a group with the same stride: then lane
   j*stride + k of one virtual vector holds iteration j's field k all the
   way from the loads to the store, in memory order, and no permute is
   needed.  Partially grouped slices (extract/merge) come with the HLP
   planner.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_SLICE_GROUPING_H
#define HYPERLANE_SLICE_GROUPING_H

#include "scalar-dag.h"

namespace hyperlane {

struct hyper_loop
{
  int store_group = -1;
  bool fully_grouped = false;
  /* The grouped nodes, one row per DAG level reached, each row holding
     the node of every slice (field order).  */
  std::vector<std::vector<int>> grouped;
  const char *why_not = nullptr;	/* When not fully grouped.  */
};

/* One hyper loop per complete strided store group of DAG.  */
std::vector<hyper_loop> find_hyper_loops (const scalar_dag &dag);

} // namespace hyperlane

#endif
