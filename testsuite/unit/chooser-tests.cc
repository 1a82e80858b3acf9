/* Unit tests of the plan chooser (plugin/plan/plan-chooser.h): which of
   the memory-order and classic candidates a loop gets under each plan=
   argument, the two-lane rule, the reasons given when neither can be
   emitted, and the cost decision under cost=.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/plan-chooser.h"
#include "unit-check.h"

#include <string>

using namespace hyperlane;

using pick = plan_decision::pick;

/* A candidate whose plan can be emitted, of WEIGHT.  */
static plan_candidate
viable (unsigned weight)
{
  plan_candidate c;
  c.tried = true;
  vop load;
  load.kind = vop_kind::load;
  load.lanes = 4;
  load.type = 0;
  c.plan.ops.push_back (load);
  c.weight = weight;
  return c;
}

/* A candidate refused with REASON, by its planner or by the target.  */
static plan_candidate
refused (const char *reason, bool by_planner)
{
  plan_candidate c;
  c.tried = true;
  c.refusal = reason;
  c.refused_by_planner = by_planner;
  return c;
}

static void
test_weighing ()
{
  plan_decision d = choose_plan (plan_choice::automatic, 8, viable (30),
				 viable (30));
  check (d.chosen == pick::classic && d.weighed,
	 "plan=auto: the classic plan wins a tie");
  d = choose_plan (plan_choice::automatic, 8, viable (20), viable (30));
  check (d.chosen == pick::memory_order && d.weighed,
	 "plan=auto: the lighter memory-order plan wins");
  d = choose_plan (plan_choice::automatic, 8, viable (40), viable (30));
  check (d.chosen == pick::classic, "plan=auto: the lighter classic plan "
	 "wins");
  d = choose_plan (plan_choice::automatic, 2, viable (20), viable (30));
  check (d.chosen == pick::classic && d.weighed,
	 "plan=auto, two lanes: the classic plan, whatever the weights");
  d = choose_plan (plan_choice::automatic, 4, viable (20), viable (30));
  check (d.chosen == pick::memory_order,
	 "plan=auto, four lanes: the weights decide");
}

static void
test_plan_argument ()
{
  plan_candidate none;
  check (!classic_plan_needed (plan_choice::memory_order, viable (50)),
	 "plan=memory-order: no classic plan beside a memory-order one");
  check (classic_plan_needed (plan_choice::automatic, viable (50)),
	 "plan=auto: the classic plan is made to weigh against");
  check (classic_plan_needed (plan_choice::classic, none),
	 "plan=classic: the classic plan is made");
  check (classic_plan_needed (plan_choice::memory_order,
			      refused ("x", true)),
	 "plan=memory-order: the classic plan is the fallback");

  plan_decision d = choose_plan (plan_choice::memory_order, 8, viable (50),
				 none);
  check (d.chosen == pick::memory_order && !d.weighed,
	 "plan=memory-order: the memory-order plan, unweighed");
  d = choose_plan (plan_choice::classic, 8, none, viable (50));
  check (d.chosen == pick::classic && !d.weighed,
	 "plan=classic: the classic plan");
  d = choose_plan (plan_choice::automatic, 8, none, viable (50));
  check (d.chosen == pick::classic && !d.weighed,
	 "no memory-order plan wanted: the classic plan");
}

static void
test_refusals ()
{
  plan_decision d = choose_plan (plan_choice::automatic, 8,
				 refused ("no vector form", false),
				 viable (50));
  check (d.chosen == pick::classic,
	 "memory-order plan refused by the target: the classic plan");
  d = choose_plan (plan_choice::automatic, 8, viable (50),
		   refused ("no vector form", false));
  check (d.chosen == pick::memory_order && !d.weighed,
	 "classic plan refused by the target: the memory-order plan");
  d = choose_plan (plan_choice::automatic, 8,
		   refused ("a negative step", false),
		   refused ("too many fields", true));
  check (d.chosen == pick::none
	 && d.reason == "too many fields (no memory-order plan: "
			"a negative step)",
	 "both planners refuse: the reason names both");
  d = choose_plan (plan_choice::automatic, 8, plan_candidate (),
		   refused ("too many fields", true));
  check (d.chosen == pick::none && d.reason == "too many fields",
	 "no memory-order plan tried, the classic planner refuses");
  d = choose_plan (plan_choice::automatic, 8,
		   refused ("a negative step", true),
		   refused ("no vector form", false));
  check (d.chosen == pick::none && d.reason == "no vector form",
	 "the classic plan refused by the target: the target's reason "
	 "alone");
}

static void
test_cost ()
{
  cost_estimate profitable;
  profitable.profitable = true;
  cost_estimate dear;
  dear.reason = "GCC's plan permutes less";
  check (!cost_refusal (profitable, cost_mode::model),
	 "cost=model: a profitable plan is taken");
  check (cost_refusal (dear, cost_mode::model)
	 && std::string (cost_refusal (dear, cost_mode::model))
	    == dear.reason,
	 "cost=model: an unprofitable plan is left to GCC, with the "
	 "model's reason");
  check (!cost_refusal (dear, cost_mode::always),
	 "cost=always: an unprofitable plan is taken");
}

int
main ()
{
  test_weighing ();
  test_plan_argument ();
  test_refusals ();
  test_cost ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
