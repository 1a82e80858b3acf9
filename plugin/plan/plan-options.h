/* What the user asks of the plan chooser (plan-chooser.h) through the
   plugin arguments cost= and plan= (driver/options.h); a header of its
   own so the driver needs nothing else of the planners.  Free of GCC
   headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_OPTIONS_H
#define HYPERLANE_PLAN_OPTIONS_H

namespace hyperlane {

/* How the HLP pass decides whether to take a loop.  */
enum class cost_mode
{
  model,	/* Take a loop only when the plan beats GCC's vectorizer.  */
  always	/* Take every loop HLP can legally transform (testing).  */
};

/* Which lane plan the HLP pass makes when both planners can.  */
enum class plan_choice
{
  automatic,	/* The lighter one (plan_weight), where that is a choice.  */
  classic,	/* Field order (deinterleave loads, interleave stores).  */
  memory_order,	/* Memory order wherever the loop allows it (testing).  */
  /* Record lanes (plan_record_lanes) wherever the loop allows them, the
     automatic choice elsewhere (testing).  */
  records
};

/* What the compilation allows the planners beyond the loop's own
   accesses.  */
struct planner_options
{
  /* A store may write back the unused fields between the ones it stores
     (-fallow-store-data-races), as a load, a blend and a whole store.  */
  bool rewrite_store_gaps = false;
  /* Plan record lanes (memory-order-planner.h): one scalar iteration per
     vector iteration, each vector holding consecutive fields of it.  */
  bool record_lanes = false;
};

} // namespace hyperlane

#endif
