/* The plan chooser: the one place that decides which lane plan a loop
   gets -- the memory-order plan or the classic one, as the user's
   plan= argument and the plans' weights say -- and whether hyperlane
   takes the loop from GCC's vectorizer at all (the cost estimate against
   GCC's plan and the cost= argument).  It receives every candidate with
   its weight, or with the reason it could not be made, and returns its
   decision with the reason a remark gives.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_CHOOSER_H
#define HYPERLANE_PLAN_CHOOSER_H

#include "cost-model.h"
#include "lane-plan.h"
#include "plan-options.h"

#include <string>

namespace hyperlane {

/* One plan a planner offered for a loop, or why there is none.  */
struct plan_candidate
{
  bool tried = false;		/* The planner was asked.  */
  lane_plan plan;
  /* Empty when the plan can be emitted; else why not, from the planner
     (REFUSED_BY_PLANNER) or from the target.  */
  std::string refusal;
  bool refused_by_planner = false;
  int node = -1;		/* The scalar node the refusal concerns.  */
  unsigned weight = 0;		/* plan_weight, when the plan exists.  */

  bool viable () const
  {
    return tried && refusal.empty () && !plan.ops.empty ();
  }
};

/* Which candidate the chooser took, and why.  */
struct plan_decision
{
  enum class pick { none, memory_order, classic };
  pick chosen = pick::none;
  /* Whether the two plans' weights were compared (the dump says so).  */
  bool weighed = false;
  /* Why: the remark's reason when CHOSEN is none, else a note.  */
  std::string reason;
};

/* Whether the classic plan is needed beside MEMORY_ORDER: as the
   fallback, or to weigh against it under plan=auto.  */
bool classic_plan_needed (plan_choice choice,
			  const plan_candidate &memory_order);

/* Choose between MEMORY_ORDER and CLASSIC for a loop of VF scalar
   iterations per vector iteration, as CHOICE asks.  */
plan_decision choose_plan (plan_choice choice, unsigned vf,
			   const plan_candidate &memory_order,
			   const plan_candidate &classic);

/* Null when hyperlane takes a loop whose chosen plan costs COST under
   MODE, else why GCC's vectorizer keeps it.  */
const char *cost_refusal (const cost_estimate &cost, cost_mode mode);

} // namespace hyperlane

#endif
