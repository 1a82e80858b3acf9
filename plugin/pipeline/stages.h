/* The stages of the HLP pipeline, in the order hlp-pass.cc runs them on a
   loop_plan_info.  Each fills its part of the object and returns false
   when the loop is left to GCC, after the missed remark that says why;
   nothing changes in the IL before transform_loop.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_STAGES_H
#define HYPERLANE_STAGES_H

#include <string>

namespace hyperlane {

class loop_plan_info;
struct nest_dependence;

/* Reductions, the scalar DAG, narrowing (body-stages.cc).  */
bool analyze_loop_body (loop_plan_info &info);

/* VF and vector size, legality, the permutation table
   (body-stages.cc).  */
bool choose_vector_shape (loop_plan_info &info);

/* For a loop refused for a dependence it carries closer than VF: the
   enclosing loop's dependences, the remark on them, and whether to
   unroll and jam it (nest-stage.cc).  */
void consider_enclosing_loop (loop_plan_info &info);

/* Why OUTER, the loop enclosing INFO's loop, cannot be unrolled and
   jammed whatever the nest's dependences (flags, marks, the nest's
   shape), or null (nest-stage.cc).  */
const char *nest_jam_refusal (const loop_plan_info &info, class loop *outer);

/* The -details dump lines of ND, the verdict on the loop enclosing INFO's
   for LANES of its iterations side by side (nest-stage.cc).  */
void dump_nest (const loop_plan_info &info, const nest_dependence &nd,
		unsigned lanes);

/* Non-debug statements of LOOP's blocks (nest-stage.cc).  */
unsigned statement_count (class loop *loop);

/* For a loop with a plan: whether a group walks down a column (one field
   of records as wide as rows, contiguous across the enclosing loop) and
   the enclosing loop is unrolled and jammed so that each record's run of
   fields is one vector, the loop planned again after the jam
   (column-stage.cc).  Sets INFO's jam_outer, jam_factor, jam_column and
   jam_run.  */
bool consider_column_jam (loop_plan_info &info);

/* An enclosing loop to unroll by FACTOR with its inner loop jammed.  */
struct nest_jam
{
  int outer;
  unsigned factor;
  /* For a column jam (consider_column_jam), the column's reference and
     the elements of each row's run, for the remark; the fused loop is
     then planned again.  */
  tree column = NULL_TREE;
  unsigned run = 0;
};

/* Unroll and jam JAM's loop of FUN, once every innermost loop was
   visited; true when done (nest-stage.cc).  */
bool unroll_and_jam_nest (function *fun, const nest_jam &jam);

/* The memory-order and classic plans the loop may have, each checked
   against the target (plan-stages.cc).  */
void make_candidate_plans (loop_plan_info &info);

/* The record-lane plan of INFO's loop (plan/memory-order-planner.h),
   checked against the target, as INFO's plan, its VF 1; false when the
   loop has none (plan-stages.cc).  */
bool make_record_lane_plan (loop_plan_info &info);

/* The plan chooser's decision (plan-stages.cc).  */
bool choose_lane_plan (loop_plan_info &info);

/* The chosen plan against GCC's vectorizer, and the cost decision
   (cost-stage.cc); a refusal's remark is report_cost_refusal's.  */
bool estimate_plan_cost (loop_plan_info &info);

/* INFO's record-lane plan against the scalar loop GCC runs where WIDE,
   the cost of the loop's plan at its VF, found GCC without a sequence
   (cost-stage.cc).  */
bool estimate_record_lane_cost (loop_plan_info &info,
				const cost_estimate &wide);

/* The remark that the loop is left to GCC by the cost model, for INFO's
   refused plan (cost-stage.cc).  */
void report_cost_refusal (const loop_plan_info &info);

/* Why GCC's cost model options (-fvect-cost-model, --param
   vect-max-version-for-alias-checks) forbid INFO's vector loop, or empty
   when they allow it (cost-model-limits.cc).  */
std::string cost_model_limit (const loop_plan_info &info);

/* The vector loop, its alias guards and the plan's statements
   (transform-stage.cc).  */
void transform_loop (loop_plan_info &info);

} // namespace hyperlane

#endif
