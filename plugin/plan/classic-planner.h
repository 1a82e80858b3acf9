/* The classic planner: every scalar value of the loop body becomes one
   vector whose lane j belongs to scalar iteration j of the vector
   iteration (what a loop vectorizer does), and every strided group is
   moved between memory order and field order by the best sequence the
   permutation library knows for the target.

   One rule of the thesis's lane scheduling (§4.2.3: reducible leaves,
   permutes deferred towards the uses) is applied on top: a deinterleave
   program is split into its load phase (loads and inserts, which leave
   the group in a fixed lane layout) and its permute phase.  Lane-wise
   operations commute with the permute phase, so a *lane group* -- the
   same operation applied, field by field, to the fields of groups of the
   same shape -- is computed on the load-phase registers and permuted once,
   instead of permuting each operand.  A dot product then transposes its
   products once, not both inputs.  Lane groups are kept where they save
   permutes.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_CLASSIC_PLANNER_H
#define HYPERLANE_CLASSIC_PLANNER_H

#include "lane-plan.h"
#include "plan-options.h"
#include "scalar-dag.h"
#include "../target/perm-program.h"

namespace hyperlane {

struct isa_desc;

struct plan_failure
{
  const char *reason = nullptr;
  int node = -1;		/* The scalar node concerned, if any.  */
};

/* The permutation library's view of memory group GROUP of DAG in one
   vector iteration of VF lanes.  */
group_shape group_shape_of (const scalar_dag &dag, int group, unsigned vf);

/* Lanes of one vector of element type TYPE of DAG in a loop of VF
   iterations per vector iteration on ISA: VF for the narrowest type, fewer
   for wider types, whose values then take VF / lanes vectors ("parts").  */
unsigned vector_part_lanes (const scalar_dag &dag, int type, unsigned vf,
			    const isa_desc &isa);

/* Plan DAG with VF scalar iterations per vector iteration for ISA, as
   OPTIONS allow.  */
plan_failure plan_classic (const scalar_dag &dag, unsigned vf,
			   const isa_desc &isa, lane_plan &plan,
			   const planner_options &options = {});

} // namespace hyperlane

#endif
