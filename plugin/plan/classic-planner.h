/* The classic planner: every scalar value of the loop body becomes one
   vector whose lane j belongs to scalar iteration j of the vector
   iteration (what a loop vectorizer does), and every strided group is
   moved between memory order and field order by the best sequence the
   permutation library knows for the target.  The HLP planner refines this
   with hyper loops and lane descriptors.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_CLASSIC_PLANNER_H
#define HYPERLANE_CLASSIC_PLANNER_H

#include "lane-plan.h"
#include "scalar-dag.h"

namespace hyperlane {

struct isa_desc;

struct plan_failure
{
  const char *reason = nullptr;
  int node = -1;		/* The scalar node concerned, if any.  */
};

/* Plan DAG with VF scalar iterations per vector iteration for ISA.  */
plan_failure plan_classic (const scalar_dag &dag, unsigned vf,
			   const isa_desc &isa, lane_plan &plan);

} // namespace hyperlane

#endif
