/* The per-loop object of the HLP pipeline, as GCC's loop_vec_info is its
   vectorizer's: every stage (stages.h) reads what the stages before it
   filled in and fills in its own part -- the loop body as a scalar DAG,
   the vector shape, legality, the candidate plans, the chosen plan and
   its cost -- so nothing a stage needs travels in loose locals.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LOOP_PLAN_INFO_H
#define HYPERLANE_LOOP_PLAN_INFO_H

#include "../plan/cost-model.h"
#include "../plan/memory-order-planner.h"
#include "../plan/plan-chooser.h"
#include "../plan/record-runs.h"
#include "../hlp/body-builder.h"
#include "../hlp/legality.h"
#include "../hlp/reductions.h"
#include "hlp-pass.h"

#include <vector>

namespace hyperlane {

class loop_analysis;
struct isa_desc;

class loop_plan_info
{
public:
  loop_plan_info (const loop_analysis &la, const hlp_options &opts)
    : analysis (la), opts (opts)
  {}
  loop_plan_info (const loop_plan_info &) = delete;
  loop_plan_info &operator= (const loop_plan_info &) = delete;

  class loop *loop () const;

  /* Report that the loop is left to GCC because of REASON, at STMT when
     known.  Returns false, for "return info.missed (...)".  */
  bool missed (const char *reason, gimple *stmt = nullptr) const;

  /* Whether PLAN reads a gap where the loop runs reversed: the gap past a
     record's last used field is memory the next scalar iteration
     accesses, which in a reversed loop ran before the vector loop.  */
  bool reads_gap_backwards_p (const lane_plan &plan) const;

  const loop_analysis &analysis;
  const hlp_options &opts;
  /* A trial at another vector width (hlp-pass.cc): its refusals are not
     remarks, as the loop's outcome is the first plan's or its own.  */
  bool trial = false;
  /* The narrowest run of fields of wide records planned as a run
     (plan/record-runs.h): narrower in a loop jammed for its column walk,
     whose runs are as wide as the jam made them.  */
  unsigned min_run_bytes = run_min_bytes;

  /* analyze_loop_body: the reductions the epilogue restarts from, the
     scalar DAG of the body, the GCC trees behind its nodes, and the
     DAG's hyper loops, which the planners and the cost model share.  */
  std::vector<reduction_info> reductions;
  scalar_dag dag;
  body_context ctx;
  std::vector<hyper_loop> hyper_loops;

  /* choose_vector_shape: scalar iterations per vector iteration, the
     vector size, the permutation table of the target, and the runtime
     alias checks legality asks for.  */
  unsigned vf = 0;
  unsigned vector_bytes = 0;
  const isa_desc *isa = nullptr;
  legality legal;
  /* consider_enclosing_loop: the enclosing loop to unroll and jam (its
     number, -1 for none) and by how much.  */
  int jam_outer = -1;
  unsigned jam_factor = 0;
  /* consider_column_jam: the reference that walks down a column, when
     the jam is for it, and the elements of each row's run after it.  */
  tree jam_column = NULL_TREE;
  unsigned jam_run = 0;

  /* make_candidate_plans: what each planner offers.  */
  memory_order_use memory_order_wanted = memory_order_use::none;
  plan_candidate memory_order;
  plan_candidate classic;

  /* choose_lane_plan: the decision and the plan it picked.  */
  plan_decision decision;
  const lane_plan *plan = nullptr;

  /* estimate_plan_cost: the plan against GCC's vectorizer.  */
  cost_estimate cost;
};

} // namespace hyperlane

#endif
