/* Element-wise access of a strided group no permutation sequence covers
   (a stride over perm-program.h's 64, such as NPB BT's lhs(5,5,3) record
   of 75 doubles or a column walk u(m,i,j+1,k)), as GCC's vectorizer does
   where it can (VMAT_ELEMENTWISE): a field's vector is built from one
   scalar load per lane, and stored with one extract and one scalar store
   per lane.  Only the fields the loop uses are touched.  Whether that
   beats GCC's plan, or the scalar loop where GCC has none, is the cost
   model's question (cost-model.h).  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_ELEMENTWISE_ACCESS_H
#define HYPERLANE_ELEMENTWISE_ACCESS_H

#include "lane-plan.h"
#include "scalar-dag.h"

#include <vector>

namespace hyperlane {

/* Append to PLAN the loads of the used fields of GROUP of DAG, PARTS
   vectors of LANES lanes per field; return per field the vops of its
   parts (empty for an unused field).  */
std::vector<std::vector<int>>
load_elementwise (const scalar_dag &dag, int group, unsigned lanes,
		  unsigned parts, lane_plan &plan);

/* Append to PLAN the stores of FIELDS (per field, the vops of its parts,
   empty for an unused field) to GROUP of DAG, in vectors of LANES.  */
void store_elementwise (const scalar_dag &dag, int group, unsigned lanes,
			const std::vector<std::vector<int>> &fields,
			lane_plan &plan);

} // namespace hyperlane

#endif
