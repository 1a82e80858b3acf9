/* Unit tests of the plan chooser (plugin/plan/plan-chooser.h): which of
   the memory-order and classic candidates a loop gets under each plan=
   argument, the two-lane rule, the reasons given when neither can be
   emitted, the decision against GCC's plan, and cost=.
   Prints PASS:/FAIL: lines for testsuite/hyperlane.unit/unit.exp.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan/plan-chooser.h"
#include "plan/cost-model.h"
#include "plan/gcc-vectorizer-model.h"
#include "unit-check.h"

#include <cstring>
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
test_slice_orders ()
{
  check (replaces_plan_p (38, 39), "a lighter slice order replaces the plan");
  check (!replaces_plan_p (39, 39), "a slice order of equal weight does not");
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

/* An estimate of a loop with STRIDED strided groups whose plan has a
   shuffle-port pressure of OURS against GCC's THEIRS.  */
static cost_estimate
counts (unsigned strided, unsigned ours, unsigned theirs)
{
  cost_estimate e;
  e.strided_groups = strided;
  e.our_pressure = ours;
  e.gcc_pressure = theirs;
  return e;
}

/* What the cost model measured, GCC's interleaving plan weighing more
   than ours when INTERLEAVING_HEAVIER.  */
static gcc_comparison
facts (bool interleaving_heavier = true)
{
  gcc_comparison f;
  f.interleaving_weighs_more = [=] (cost_estimate &) {
    return interleaving_heavier;
  };
  return f;
}

static void
test_against_gcc ()
{
  cost_estimate e = counts (0, 0, 0);
  decide_against_gcc (e, facts ());
  check (!e.profitable && e.reason
	 && std::string (e.reason).find ("no strided group") == 0,
	 "no strided group: left to GCC");
  e = counts (2, 4, 30);
  gcc_comparison f = facts ();
  f.all_free = true;
  decide_against_gcc (e, f);
  check (!e.profitable && std::string (e.reason).find ("isomorphic") != 0
	 && std::string (e.reason).find ("isomorphic") != std::string::npos,
	 "fully grouped hyper loops: GCC's SLP needs no permute");
  e = counts (2, 10, 11);
  decide_against_gcc (e, facts ());
  check (!e.profitable, "more than nine tenths of GCC's pressure: not "
	 "cheaper");
  e = counts (2, 9, 10);
  decide_against_gcc (e, facts ());
  check (e.profitable, "nine tenths of GCC's pressure: profitable");
  e = counts (2, 0, 0);
  decide_against_gcc (e, facts ());
  check (!e.profitable, "no permute on either side: nothing to win");
  e = counts (2, 4, 30);
  decide_against_gcc (e, facts (false));
  check (!e.profitable && std::string (e.reason).find ("interleaving")
			  != std::string::npos,
	 "fewer permutes but more weight than GCC's interleaving plan");
  e = counts (2, 1, 15);
  f = facts ();
  f.interleaving_weighs_more = [] (cost_estimate &c) {
    /* MG's rprj3 sum: weights 78 and 79, busiest ports 36 and 30.  */
    c.gcc_interleaving_weight = true;
    c.our_weight = 78, c.gcc_weight = 79;
    c.our_bottleneck = 36, c.gcc_bottleneck = 30;
    return true;
  };
  decide_against_gcc (e, f);
  check (!e.profitable && std::string (e.reason).find ("busiest port")
			  != std::string::npos,
	 "no more weight than GCC's interleaving plan but a busier port");
  e = counts (2, 21, 30);
  f = facts ();
  f.resizes = true;
  decide_against_gcc (e, f);
  check (!e.profitable && std::string (e.reason).find ("widening") == 0,
	 "widening: the permutes must be a third fewer");
  e = counts (2, 19, 30);
  decide_against_gcc (e, f);
  check (e.profitable, "widening with a third fewer permutes: profitable");

  f = facts ();
  f.slp.applies = true;
  f.slp.pressure = 20;
  f.slp.weight = 50;
  e = counts (2, 40, 60);
  e.plan_weight = 45;
  decide_against_gcc (e, f);
  check (e.profitable && e.gcc_weight == 50 && e.our_weight == 45
	 && e.gcc_pressure == 20,
	 "GCC's SLP in memory order: weighed whole, nine tenths wins");
  e = counts (2, 40, 60);
  e.plan_weight = 46;
  decide_against_gcc (e, f);
  check (!e.profitable, "GCC's SLP in memory order: more than nine tenths "
	 "of its weight loses");
}

/* GCC's loop vectorizer refuses the loop whatever its groups (an
   aggregate copy, a complex value computed whole): the plan is weighed
   against the scalar loop alone, GCC's SLP plans and permutes aside.  */
static void
test_gcc_scalar ()
{
  gcc_comparison f = facts ();
  f.gcc_scalar = true;
  f.all_free = true;
  f.slp.applies = true;
  f.slp.weight = 10;
  cost_estimate e = counts (2, 0, no_gcc_sequence);
  e.plan_weight = 45;
  e.our_total = 20;
  e.scalar_weight = 64;
  decide_against_gcc (e, f);
  check (e.profitable, "GCC leaves the loop scalar: a lighter plan wins, "
	 "though its groups are isomorphic");
  e = counts (2, 4, no_gcc_sequence);
  e.our_total = 72;
  e.scalar_weight = 64;
  decide_against_gcc (e, f);
  check (!e.profitable && std::string (e.reason).find ("refuses a "
						       "statement")
			  != std::string::npos,
	 "GCC leaves the loop scalar: a plan heavier than the scalar loop "
	 "loses, and the remark says why GCC has no plan");
}

/* GCC has no sequence for several groups: its counts saturate, the plan
   is profitable without an overflow in the comparisons, and remarks say
   "none" instead of a wrapped number.  */
static void
test_no_gcc_sequence ()
{
  unsigned hopeless = 0;
  for (int g = 0; g < 5; g++)
    hopeless = saturating_count (hopeless, no_gcc_sequence);
  check (hopeless == no_gcc_sequence, "GCC's counts saturate at no sequence");
  check (saturating_count (3, 4) == 7, "GCC's counts add below it");
  cost_estimate e = counts (5, 40, hopeless);
  decide_against_gcc (e, facts ());
  check (e.profitable, "no GCC sequence: profitable, no overflow");
  check (gcc_count_text (hopeless) == "none" && gcc_count_text (30) == "30",
	 "remarks print none for no GCC sequence");
}

/* The loop nest and the store path: GCC's vectorization of the
   enclosing loop, the scalar loop GCC runs where it has no sequence, a
   store-forwarding hazard, and masked stores -mtune says are slow.  */
static void
test_nest_and_store_path ()
{
  cost_estimate e = counts (2, 0, 30);
  gcc_comparison f = facts ();
  f.nest.outer_loop_contiguous = true;
  decide_against_gcc (e, f);
  check (!e.profitable && std::string (e.reason).find ("enclosing loop")
			  != std::string::npos,
	 "GCC vectorizes the enclosing loop contiguously: left to GCC");
  e = counts (0, 0, 0);
  decide_against_gcc (e, f);
  check (std::string (e.reason).find ("no strided group") == 0,
	 "no strided group: that reason, whatever the enclosing loop");

  e = counts (3, 0, no_gcc_sequence);
  e.our_total = 48;
  e.scalar_weight = 48;
  decide_against_gcc (e, facts ());
  check (!e.profitable && std::string (e.reason).find ("scalar loop")
			  != std::string::npos,
	 "a column walk weighing as much as the scalar loop: left to GCC");
  e = counts (3, 0, no_gcc_sequence);
  e.our_total = 43;
  e.scalar_weight = 48;
  decide_against_gcc (e, facts ());
  check (e.profitable, "nine tenths of the scalar loop's weight: taken");

  /* NPB SP's back substitution at 512 bits on a Zen 4: a third of the
     scalar loop's weight, more of its time on the memory ports.  */
  e = counts (17, 90, no_gcc_sequence);
  e.our_total = 325;
  e.scalar_weight = 984;
  e.our_memory = 374;
  e.scalar_memory = 344;
  decide_against_gcc (e, facts ());
  check (!e.profitable && e.reason == memory_ports_reason,
	 "lighter than the scalar loop but slower on the memory ports: left "
	 "to GCC");
  e.our_memory = 309;
  decide_against_gcc (e, facts ());
  check (e.profitable, "nine tenths of the scalar loop's memory time: "
	 "taken");
  /* LU's erhs.c:117 at x86-64-v4: two divisions an iteration bound the
     scalar loop, not its loads.  */
  e = counts (3, 51, 130);
  e.our_memory = 73;
  e.scalar_memory = 80;
  e.scalar_compute = 300;
  decide_against_gcc (e, facts ());
  check (e.profitable, "a scalar loop bound by its arithmetic: the memory "
	 "ports do not refuse");
  e.scalar_compute = 0;
  decide_against_gcc (e, facts ());
  check (!e.profitable && e.reason == memory_ports_reason,
	 "the same plan against a scalar loop bound by its loads");

  e = counts (3, 0, 14);
  e.hazard_store = 6;
  e.hazard_load = 3;
  decide_against_gcc (e, facts ());
  check (!e.profitable && std::string (e.reason).find ("forwarding")
			  != std::string::npos,
	 "a store-forwarding hazard: a profitable plan left to GCC");
  e = counts (3, 20, 14);
  e.hazard_store = 6;
  decide_against_gcc (e, facts ());
  check (!e.profitable && std::string (e.reason).find ("forwarding")
			  == std::string::npos,
	 "a hazard in a plan that loses anyway: the counts' reason");

  e = counts (2, 72, 63);
  e.masked_store_pressure = 48;
  decide_against_gcc (e, facts ());
  check (!e.profitable && e.reason == slow_masked_stores_reason,
	 "masked stores alone tip the balance: the remark says so");
  e = counts (2, 80, 63);
  e.masked_store_pressure = 10;
  decide_against_gcc (e, facts ());
  check (!e.profitable && e.reason != slow_masked_stores_reason,
	 "a plan that loses without its masked stores: the counts' reason");
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

/* The width of a plan on a CPU that runs 512-bit operations in two
   halves, with the per-vector-iteration pressures the models give NPB-like
   stride-5 doubles and stride-3 floats (docs/performance.md).  */
static void
test_narrower_plan ()
{
  cost_estimate wide, narrow;
  wide.our_pressure = 80;	/* sp_tzetar: VF 8 at 512 bits.  */
  narrow.our_pressure = 28;	/* VF 4 at 256 bits.  */
  narrow.profitable = true;
  check (narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "stride-5 doubles: the 256-bit plan shuffles far less per element");
  narrow.profitable = false;
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "a narrow plan GCC beats is never taken");
  wide.our_pressure = 12;	/* vec3_cross: VF 16 and VF 8.  */
  narrow.our_pressure = 12;
  narrow.profitable = true;
  check (!narrower_plan_wins (wide, 16, narrow, 8, true, true),
	 "equal work per element: the wide plan, half the code, stays");
  wide.our_pressure = 6;	/* vec3d_dot: 1.25 against 1.5 per element.  */
  narrow.our_pressure = 5;
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "a narrow plan a sixth lighter is not enough");
  wide.our_pressure = 80;
  narrow.our_pressure = 28;
  check (!narrower_plan_wins (wide, 8, narrow, 4, false, true)
	 == !(4 * 28 * 8 <= 3 * 80 * 4),
	 "full-speed wide vectors: shuffles count once");
  wide.our_pressure = 0;
  narrow.our_pressure = 0;
  check (!narrower_plan_wins (wide, 16, narrow, 8, true, true),
	 "no permutes on either side: the wide plan stays");
  wide.our_pressure = 10;
  check (narrower_plan_wins (wide, 16, narrow, 8, true, true),
	 "no permute in the narrow plan against some in the wide one");
  wide.our_pressure = 0;
  /* ninvr: the 512-bit plan in memory order shuffles less per element but
     weighs more than the classic 256-bit plan (docs/performance.md).  */
  wide.our_pressure = 20;
  wide.plan_weight = 130;
  narrow.our_pressure = 26;
  narrow.plan_weight = 74;
  check (narrower_plan_wins (wide, 8, narrow, 4, true, false),
	 "plans of two planners: the one that weighs less per element");
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "plans of one planner: the shuffle-port pressure alone decides");
  narrow.plan_weight = 100;	/* 25 per element against 32.5.  */
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, false),
	 "a narrow plan less than a quarter lighter is not enough");
  {
    /* SP's back substitution in Fortran: pressure 30 per 8 against 23
       per 4, memory ports 144 per 8 (44 vectors live, reloaded) against
       45 per 4.  */
    cost_estimate w, n;
    w.our_pressure = 30;
    w.our_memory = 144;
    w.reloads = true;
    n.our_pressure = 23;
    n.our_memory = 45;
    n.profitable = true;
    check (narrower_plan_wins (w, 8, n, 4, true, true),
	   "a wide plan that reloads: the narrow one a quarter lighter on "
	   "the memory ports wins");
    n.our_memory = 60;
    check (!narrower_plan_wins (w, 8, n, 4, true, true),
	   "memory ports not a quarter lighter: the wide plan stays");
    n.our_memory = 45;
    w.reloads = false;
    check (!narrower_plan_wins (w, 8, n, 4, true, true),
	   "a wide plan within the registers: the memory ports do not "
	   "decide");
  }

  /* Particles' drift in memory order: three of six fields stored through
     masks, 36 per 8 iterations at 512 bits, 44 per 4 at 256.  */
  wide = cost_estimate ();
  narrow = cost_estimate ();
  narrow.profitable = true;
  wide.plan_weight = 36;
  narrow.plan_weight = 44;
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "no masked store: the wide plan, a sixth lighter, stays");
  wide.masked_stores = 6;
  check (narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "a wide plan storing through masks loses to a narrow plan it does "
	 "not clearly outweigh");
  check (!narrower_plan_wins (wide, 8, narrow, 4, false, true),
	 "full-speed wide vectors: masked stores do not count");
  narrow.plan_weight = 50;	/* 12.5 per element against 9.  */
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "the masked wide plan stays where it weighs a quarter less");
  check (!masked_wide_plan_follows_narrow (wide, 8, narrow, 4, true),
	 "a masked wide plan a quarter lighter keeps its own verdict");
  narrow.plan_weight = 44;
  narrow.profitable = false;
  check (masked_wide_plan_follows_narrow (wide, 8, narrow, 4, true),
	 "a masked wide plan not clearly lighter follows the narrow plan's "
	 "verdict, profitable or not");
  check (!narrower_plan_wins (wide, 8, narrow, 4, true, true),
	 "an unprofitable narrow plan never replaces the wide one");
  check (!masked_wide_plan_follows_narrow (wide, 8, narrow, 4, false),
	 "full-speed wide vectors keep their own verdict");
}

/* A floating-point sum accumulated in order: both sides wait for its
   chain of additions, so the plan wins only where GCC's shuffle-port work
   exceeds the chain.  */
static void
test_in_order_sum ()
{
  /* 8 lanes: a chain of 32 cycles; GCC's 15 + 8 extractions stay under
     it, as do the plan's 8 + 8.  */
  cost_estimate e = counts (1, 8, 15);
  gcc_comparison f = facts ();
  f.in_order_adds = 8;
  decide_against_gcc (e, f);
  check (!e.profitable && e.reason
	 && std::string (e.reason).find ("accumulated in order")
		!= std::string::npos,
	 "in-order sum: both sides bound by the chain, left to GCC");
  /* 4 lanes (a chain of 16): GCC's 40 + 4 against the plan's 10 + 4.  */
  e = counts (1, 10, 40);
  f.in_order_adds = 4;
  decide_against_gcc (e, f);
  check (e.profitable, "in-order sum: GCC bound by its permutes, taken");
  /* The plan's own work above the chain and not a tenth below GCC's.  */
  e = counts (1, 36, 40);
  decide_against_gcc (e, f);
  check (!e.profitable, "in-order sum: not a tenth faster, left to GCC");
}

/* GCC runs the scalar loop; with a forwarded load the plan must weigh a
   third less than it, otherwise a tenth.  */
static void
test_forwarded_scalar ()
{
  cost_estimate e = counts (2, 10, 20);
  e.our_total = 80;
  e.scalar_weight = 100;
  decide_against_gcc (e, facts ());
  check (e.profitable, "scalar loop: a fifth lighter is taken");
  e = counts (2, 10, 20);
  e.our_total = 80;
  e.scalar_weight = 100;
  gcc_comparison f = facts ();
  f.forwarded_scalar = true;
  decide_against_gcc (e, f);
  check (!e.profitable, "forwarded load, scalar loop: a fifth lighter "
	 "is not enough");
  e = counts (2, 10, 20);
  e.our_total = 66;
  e.scalar_weight = 100;
  decide_against_gcc (e, f);
  check (e.profitable, "forwarded load, scalar loop: a third lighter");
}

/* An estimate of a plan weighing OUR_TOTAL with its stores against the
   scalar loop's SCALAR_WEIGHT.  */
static cost_estimate
against_scalar (unsigned our_total, unsigned scalar_weight)
{
  cost_estimate e;
  e.our_total = our_total;
  e.scalar_weight = scalar_weight;
  return e;
}

/* Record lanes (decide_record_lanes): a third lighter than the scalar
   loop, strictly; no load waiting for a store of the iteration before;
   cost=always takes them whatever they weigh.  */
static void
test_record_lanes ()
{
  cost_estimate e = against_scalar (66, 100);
  decide_record_lanes (e, false);
  check (e.profitable && !e.reason, "record lanes: a third lighter");
  e = against_scalar (66, 99);
  decide_record_lanes (e, false);
  check (!e.profitable && e.reason
	 && std::strstr (e.reason, "a third less"),
	 "record lanes: exactly two thirds is not enough");
  e = against_scalar (10, 100);
  e.hazard_store = 3;
  decide_record_lanes (e, false);
  check (!e.profitable && e.reason
	 && std::strstr (e.reason, "would wait for a store"),
	 "record lanes: a forwarding hazard refuses them");
  decide_record_lanes (e, true);
  check (e.profitable, "record lanes: cost=always takes them");
}

int
main ()
{
  test_weighing ();
  test_slice_orders ();
  test_plan_argument ();
  test_refusals ();
  test_against_gcc ();
  test_no_gcc_sequence ();
  test_gcc_scalar ();
  test_nest_and_store_path ();
  test_cost ();
  test_narrower_plan ();
  test_in_order_sum ();
  test_forwarded_scalar ();
  test_record_lanes ();
  std::printf ("%d failures\n", failures);
  return failures != 0;
}
