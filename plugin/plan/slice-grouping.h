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
   lane mask.

   Slices that are not isomorphic are PARTIALLY grouped (thesis §4.2.2,
   Fig. 4-5): grouping goes on inside a row whose nodes differ.  A row
   of operations of one type and arity with different codes (a + b
   beside a * b) keeps its operand rows shared and computes each code
   on all lanes; any other row splits into classes of nodes that group
   (loads of one group, one invariant, one operation), each class a row
   of its own in which the slices of the other classes have no node
   (-1).  Where the nodes of one class are each an operation on a value
   and an invariant, once or a few times over, and the row of those
   values with the other classes' nodes is uniform (one slice does one
   operation more, or a block's diagonal 1.0 + a + b where the others do
   a), that row is grouped too and the classes take their vectors from
   it (covering_row); such a peel takes precedence over merging codes.
   A uniform row whose operand rows differ splits the same way
   (split_classes) where the slices that end in an operation on a value
   and an invariant, peeled, leave operand rows of fewer classes (a
   block's diagonal subtracting one term more).  Memory order computes every class (or code) on all the lanes
   of a vector and MERGES the results, lane by lane by the field the
   lane belongs to, with blends.  Free of GCC headers.
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
     the node of every slice (in the order of FIELDS); the first row is
     the stored values.  */
  std::vector<std::vector<int>> grouped;
  /* Not fully grouped, but partially (see above): some rows merge.  */
  bool partially_grouped = false;
  const char *why_not = nullptr;	/* When not fully grouped.  */
};

/* The first node of ROW, a row of a hyper loop (-1 where a slice has no
   node in it), or -1.  */
int row_first (const std::vector<int> &row);

/* Whether the nodes of ROW form one vector operation: one kind and type,
   loads of one group, one operation, one invariant.  */
bool row_uniform (const scalar_dag &dag, const std::vector<int> &row);

/* Whether ROW, not uniform, is operations of one type and arity whose
   operand rows line up by type: each code is then computed on the
   shared operand rows (see above).  */
bool row_merges_codes (const scalar_dag &dag, const std::vector<int> &row);

/* The classes of ROW, not uniform: uniform rows, each holding the nodes
   of its slices and -1 for the others, in the order of their first
   slices.  */
std::vector<std::vector<int>> row_classes (const scalar_dag &dag,
					   const std::vector<int> &row);

/* Where ROW is uniform but its operand rows are not, and the slices whose
   node is an operation on a value and an invariant (a block's diagonal,
   subtracting one term more) become, peeled to that value, a row that is
   uniform and whose operand rows split into fewer classes: the two
   classes (those slices, and the others), each a row with -1 for the
   other's slices; else empty.
   Such a row merges like one that is not uniform (see above), its
   classes taking their vectors from the peeled row.  */
std::vector<std::vector<int>> split_classes (const scalar_dag &dag,
					     const std::vector<int> &row);

/* A uniform row of HL holding every node of ROW, a row in which some
   slices have no node, and nodes of those slices as well, or null.  The
   lanes of slices without a node hold anything, so ROW's vectors may be
   the fuller row's: the row an extra operation of some slices was
   peeled off (see above) serves the classes of the row it was peeled
   from.  */
const std::vector<int> *covering_row (const scalar_dag &dag,
				      const hyper_loop &hl,
				      const std::vector<int> &row);

/* Whether ROW, not uniform, merges by code (row_merges_codes) rather
   than by classes: it does unless one class peels off (an operation on a
   value and an invariant, done once or more, that the other slices do
   not do), which takes precedence.  */
bool row_merged_by_code (const scalar_dag &dag, const std::vector<int> &row);

/* The hyper loop of the stores of STORE_GROUP, of the fields in ONLY when
   given (a run of a record-lane plan), grouped as find_hyper_loops
   does; with ANY_STRIDE, the slices may read groups of other strides
   than the store's (a record-lane plan, memory-order-planner.h).  */
hyper_loop group_fields (const scalar_dag &dag, int store_group,
			 const std::vector<unsigned> *only, bool any_stride);

/* One hyper loop per strided store group of DAG.  */
std::vector<hyper_loop> find_hyper_loops (const scalar_dag &dag);

/* The rows of the operands of ROW, a grouped row of compute nodes: row
   A holds operand A of every slice (-1 where the slice has no node),
   except that the operands of a commutative node are swapped where that
   makes them match the first node's (GCC canonicalizes a.z * b.x and
   b.z * a.x to different orders).  */
std::vector<std::vector<int>> operand_rows (const scalar_dag &dag,
					    const std::vector<int> &row);

/* The offset D of a grouped row of loads of HL (see above).  */
int row_offset (const scalar_dag &dag, const hyper_loop &hl,
		const std::vector<int> &row);

/* Whether a grouped row of loads of HL is permuted (see above): its
   slices read at different offsets from the fields they store (slices
   without a node in the row do not count).  */
bool row_permuted (const scalar_dag &dag, const hyper_loop &hl,
		   const std::vector<int> &row);

} // namespace hyperlane

#endif
