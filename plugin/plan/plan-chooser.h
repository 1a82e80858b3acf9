/* The plan chooser: the one place that decides which lane plan a loop
   gets -- the slice order of a memory-order plan, the memory-order plan
   or the classic one, as the user's plan= argument and the plans'
   weights say -- and whether hyperlane takes the loop from GCC's
   vectorizer at all (the cost estimate against GCC's plan and the cost=
   argument).  It receives every candidate with its weight, or with the
   reason it could not be made, and returns its decision with the reason
   a remark gives.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_CHOOSER_H
#define HYPERLANE_PLAN_CHOOSER_H

#include "cost-model.h"
#include "gcc-vectorizer-model.h"
#include "lane-plan.h"
#include "plan-options.h"

#include <functional>
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

/* Whether a plan of weight WEIGHT replaces the plan of weight BEST found
   before it among the slice orders of a memory-order plan: only when
   lighter, so a tie keeps memory order.  */
bool replaces_plan_p (unsigned weight, unsigned best);

/* Whether the classic plan is needed beside MEMORY_ORDER: as the
   fallback, or to weigh against it under plan=auto.  */
bool classic_plan_needed (plan_choice choice,
			  const plan_candidate &memory_order);

/* Choose between MEMORY_ORDER and CLASSIC for a loop of VF scalar
   iterations per vector iteration, as CHOICE asks.  */
plan_decision choose_plan (plan_choice choice, unsigned vf,
			   const plan_candidate &memory_order,
			   const plan_candidate &classic);

/* What the cost model measured of a plan beside the counts of its
   cost_estimate, for the decision against GCC's vectorizer.  */
struct gcc_comparison
{
  /* Every strided group lies in a fully grouped hyper loop, where GCC's
     SLP needs no permute either.  */
  bool all_free = false;
  bool resizes = false;		/* The plan widens or narrows values.  */
  /* GCC's loop vectorizer leaves the loop scalar whatever its groups
     (scalar_dag::gcc_scalar_cause): the plan is weighed against the
     scalar loop alone.  */
  bool gcc_scalar = false;
  /* GCC's SLP plan in memory order, weighed against the plan's
     (cost_estimate::plan_weight) where it applies.  */
  gcc_slp_cost slp;
  /* Whether GCC's interleaving plan weighs more than the plan, setting
     the weights of the estimate it is given; asked last, as it plans the
     loop again (cost-model.cc).  */
  std::function<bool (cost_estimate &)> interleaving_weighs_more;
  /* GCC's options for the loop nest.  */
  nest_alternatives nest;
  /* Lanes an in-order reduction adds one by one per vector iteration
     (reduction_info::in_order), 0 without one.  */
  unsigned in_order_adds = 0;
  /* GCC runs the loop scalar because of a group it cannot access
     without SLP, and the loop has a forwarded load: the plan must weigh
     a third less than the scalar loop (measured: NPB SP's eliminations
     taken at 0.82 of its weight ran no faster).  */
  bool forwarded_scalar = false;
};

/* The reason decide_against_gcc gives where the plan would win but for
   its masked stores, which -mtune says are slow (isa_desc::masked_store);
   the remark names the CPU.  */
extern const char *const slow_masked_stores_reason;

/* The reason decide_against_gcc gives where GCC runs the scalar loop and
   the plan's loads and stores, reloads included, take no less time on
   the memory ports (plan_memory_time): a plan on narrower vectors, with
   fewer vectors live, may still win.  */
extern const char *const memory_ports_reason;

/* Set COST.profitable, or COST.reason, from COST's counts and FACTS: no
   enclosing loop GCC vectorizes contiguously, no store-forwarding hazard,
   and the plan must permute clearly less than GCC's plan, weigh clearly
   less where GCC's SLP computes in memory order, and weigh clearly less
   than the scalar loop where GCC runs that, and take clearly less time
   than it on the memory ports.  */
void decide_against_gcc (cost_estimate &cost, const gcc_comparison &facts);

/* Set COST.profitable, or COST.reason, for a record-lane plan against
   the scalar loop GCC runs (record_lane_cost): no vector load waits for a
   store of the iteration before, and the weight with stores is a third
   below the scalar loop's; or ALWAYS (cost=always).  */
void decide_record_lanes (cost_estimate &cost, bool always);

/* What bringing in a cache line weighs, in the cost model's units, where
   a column walk accesses one element of each line lane by lane
   (cost_estimate::column_lanes): the line bounds the vector loop and the
   scalar loop alike.  Measured on Zen 4 (docs/performance.md, "Column
   walks"): such plans ran 0.85x-1.07x of the scalar loop whose weight per
   lane was 4 to 11, whatever they saved.  */
const unsigned column_line_weight = 12;

/* The latency of a floating-point addition in cycles (Haswell to Ice
   Lake: 4, Zen 3: 3), which an in-order reduction's lanes wait for one
   after the other.  */
const unsigned fp_add_latency = 4;

/* Whether a plan on vectors half as wide, of NARROW_VF scalar iterations
   per vector iteration and costing NARROW, replaces the plan of WIDE_VF
   costing WIDE.  WIDE_IN_HALVES: the CPU runs each wide operation as two
   narrow ones, so loads, stores and arithmetic cost the same per element
   at both widths and only the permutation networks differ; a wide
   shuffle then counts twice.  The narrow plan must be profitable, and its
   shuffle-port pressure per element, or, unless SAME_PLANNER made both,
   its weight per element (plan_weight: plans in memory order and classic
   plans differ in their work), at most three quarters of the wide
   plan's, every wide operation counted twice with WIDE_IN_HALVES: a tie
   keeps the wide plan, whose code is half as long per element
   (docs/performance.md, "Vector width on Zen 4").  */
bool narrower_plan_wins (const cost_estimate &wide, unsigned wide_vf,
			 const cost_estimate &narrow, unsigned narrow_vf,
			 bool wide_in_halves, bool same_planner);

/* Whether a wide plan of WIDE_VF iterations costing WIDE, which stores
   through masks on a CPU that runs it in halves (WIDE_IN_HALVES), is no
   better than the plan on vectors half as wide (NARROW_VF, NARROW): its
   weight per element, counted twice, is more than three quarters of the
   narrow plan's.  Such a wide plan then follows the narrow plan's
   verdict: replaced by it where it is profitable (narrower_plan_wins),
   the loop left to GCC where it is not.  */
bool masked_wide_plan_follows_narrow (const cost_estimate &wide,
				      unsigned wide_vf,
				      const cost_estimate &narrow,
				      unsigned narrow_vf, bool wide_in_halves);

/* Null when hyperlane takes a loop whose chosen plan costs COST under
   MODE, else why GCC's vectorizer keeps it.  */
const char *cost_refusal (const cost_estimate &cost, cost_mode mode);

} // namespace hyperlane

#endif
