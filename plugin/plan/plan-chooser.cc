/* The plan chooser; see plan-chooser.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-chooser.h"

namespace hyperlane {

bool
classic_plan_needed (plan_choice choice, const plan_candidate &memory_order)
{
  return !memory_order.viable () || choice == plan_choice::automatic;
}

plan_decision
choose_plan (plan_choice choice, unsigned vf,
	     const plan_candidate &memory_order,
	     const plan_candidate &classic)
{
  plan_decision d;
  if (memory_order.viable () && choice == plan_choice::automatic
      && classic.viable ())
    {
      d.weighed = true;
      /* With two lanes a stride-2 deinterleave is one unpack per pair of
	 fields, and computing on every lane of memory does not pay,
	 whatever the weights say (MG rprj3 at -msse4.2 in
	 docs/performance.md).  */
      if (vf <= 2)
	{
	  d.chosen = plan_decision::pick::classic;
	  d.reason = "two lanes: the classic plan";
	}
      else if (classic.weight <= memory_order.weight)
	{
	  d.chosen = plan_decision::pick::classic;
	  d.reason = "the classic plan weighs no more";
	}
      else
	{
	  d.chosen = plan_decision::pick::memory_order;
	  d.reason = "the memory-order plan weighs less";
	}
      return d;
    }
  if (memory_order.viable ())
    {
      d.chosen = plan_decision::pick::memory_order;
      d.reason = (choice == plan_choice::memory_order
		  ? "plan=memory-order" : "the classic plan cannot be emitted");
      return d;
    }
  if (classic.viable ())
    {
      d.chosen = plan_decision::pick::classic;
      d.reason = "the only plan";
      return d;
    }
  d.reason = classic.refusal;
  /* Both planners refused: say why for each.  */
  if (classic.refused_by_planner && !memory_order.refusal.empty ())
    d.reason += " (no memory-order plan: " + memory_order.refusal + ")";
  return d;
}

const char *
cost_refusal (const cost_estimate &cost, cost_mode mode)
{
  if (cost.profitable || mode == cost_mode::always)
    return nullptr;
  return cost.reason;
}

} // namespace hyperlane
