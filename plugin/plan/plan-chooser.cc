/* The plan chooser; see plan-chooser.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "plan-chooser.h"

#include <algorithm>

namespace hyperlane {

bool
replaces_plan_p (unsigned weight, unsigned best)
{
  return weight < best;
}

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

/* Whether OURS * P > GCC * Q, without overflow (GCC's counts may be
   no_gcc_sequence).  */
static bool
more_than (unsigned ours, unsigned p, unsigned gcc, unsigned q)
{
  return (unsigned long long) ours * p > (unsigned long long) gcc * q;
}

/* Why a plan with an in-order reduction of ADDS lanes per vector
   iteration does not beat GCC's alternative, or null where it does.  The
   alternative is GCC's own in-order (fold-left) plan, or the scalar loop
   where GCC runs that.  Both wait for the chain of additions (ADDS times
   fp_add_latency); a side is slower only where its shuffle-port work, a
   lane extraction per addition included, exceeds that chain.  A scalar
   loop whose loads and arithmetic take no longer than the chain runs at
   the chain's pace, which no plan beats.  */
static const char *
in_order_sum_loses (const cost_estimate &cost, unsigned adds)
{
  const unsigned chain = adds * fp_add_latency;
  const bool scalar = cost.scalar_weight != 0;
  const unsigned scalar_half_cycles
    = std::max (cost.scalar_memory, cost.scalar_compute);
  if (scalar && scalar_half_cycles
      && !more_than (scalar_half_cycles, 9, 2 * chain, 10))
    return ("a floating-point sum accumulated in order: the scalar loop GCC "
	    "runs waits for the same chain of additions, one after the "
	    "other (-fassociative-math lets it be reordered)");
  const unsigned ours = std::max (chain, (scalar ? cost.our_total
					  : cost.our_pressure) + adds);
  const unsigned gcc = std::max (chain, scalar ? cost.scalar_weight
				 : cost.gcc_pressure + adds);
  if (more_than (ours, 10, gcc, 9))
    return ("a floating-point sum accumulated in order: its lanes, added "
	    "one after the other, take longer than the permutes the plan "
	    "saves (-fassociative-math lets it be reordered)");
  return nullptr;
}

const char *const slow_masked_stores_reason
  = "masked stores are slow on this CPU";

const char *const memory_ports_reason
  = "GCC runs the scalar loop, and the plan's loads and stores (each use "
    "of a loaded vector loaded again once its vectors exceed the "
    "registers) take no less time on the memory ports";

static void decide_on_counts (cost_estimate &cost,
			      const gcc_comparison &facts);

void
decide_against_gcc (cost_estimate &cost, const gcc_comparison &facts)
{
  if (cost.strided_groups != 0 && facts.nest.outer_loop_contiguous)
    {
      cost.reason = ("GCC vectorizes the enclosing loop, in which this "
		     "loop's accesses are contiguous");
      return;
    }
  decide_on_counts (cost, facts);
  if (cost.profitable && cost.scalar_memory
      && more_than (cost.our_memory, 10,
		    std::max (cost.scalar_memory, cost.scalar_compute), 9))
    {
      /* NPB SP's back substitution at 512 bits on a Zen 4 (54 vectors
	 live, each use of a loaded row loaded again) weighed a third of
	 the scalar loop and ran at 0.67x-0.83x of its speed, bound by its
	 loads.  A scalar loop bound by its arithmetic (LU's erhs.c:117,
	 two divisions an iteration) is no faster than that.  */
      cost.profitable = false;
      cost.reason = memory_ports_reason;
      return;
    }
  if (cost.profitable && facts.in_order_adds)
    if (const char *why = in_order_sum_loses (cost, facts.in_order_adds))
      {
	cost.profitable = false;
	cost.reason = why;
	return;
      }
  if (cost.profitable && cost.hazard_store >= 0)
    {
      cost.profitable = false;
      cost.reason = ("store-to-load forwarding fails: a load reads across "
		     "a masked or partial store of the vector iteration "
		     "before");
      return;
    }
  if (cost.profitable || cost.masked_store_pressure == 0)
    return;
  /* Say so where the masked stores alone tip the balance.  */
  cost_estimate cheap = cost;
  cheap.our_pressure -= cost.masked_store_pressure;
  cheap.our_total -= std::min (cheap.our_total,
			       2 * cost.masked_store_pressure);
  cheap.reason = nullptr;
  decide_on_counts (cheap, facts);
  if (cheap.profitable)
    cost.reason = slow_masked_stores_reason;
}

void
decide_record_lanes (cost_estimate &cost, bool always)
{
  /* A third lighter than the scalar loop, as the chooser asks of plans
     against a scalar loop where its model is least sure: GCC's SLP
     vectorizer may still take parts of the scalar body.  */
  cost.profitable = (always
		     || (cost.hazard_store < 0
			 && more_than (cost.scalar_weight, 2, cost.our_total,
				       3)));
  if (!cost.profitable)
    cost.reason = (cost.hazard_store >= 0
		   ? "a vector load of the record lanes would wait for a "
		     "store of the iteration before"
		   : "the record-lane plan does not weigh a third less than "
		     "the scalar loop");
}

/* decide_against_gcc on the counts alone.  */
static void
decide_on_counts (cost_estimate &cost, const gcc_comparison &facts)
{
  static const char *const widening_reason
    = "widening or narrowing: the permutes are not a third fewer than "
      "GCC's";
  if (cost.strided_groups == 0)
    cost.reason = "no strided group: GCC's vectorizer does as well";
  else if (cost.scalar_weight
	   && (facts.forwarded_scalar
	       ? more_than (cost.our_total, 3, cost.scalar_weight, 2)
	       : more_than (cost.our_total, 10, cost.scalar_weight, 9)))
    /* A column walk: each vector holds one used element of a record.  */
    cost.reason = (facts.gcc_scalar
		   ? "GCC runs the scalar loop (its loop vectorizer refuses "
		     "a statement or a group of the loop), and the plan does "
		     "not weigh less"
		   : "GCC runs the scalar loop (no permute sequence for a "
		     "group), and the plan does not weigh less");
  else if (cost.scalar_weight && cost.column_lanes
	   && cost.scalar_weight < column_line_weight * cost.column_lanes)
    cost.reason = ("GCC runs the scalar loop, and the plan reads or writes "
		   "a column element by element: each lane a cache line of "
		   "its own, which bounds both loops alike");
  else if (facts.gcc_scalar)
    /* GCC's SLP plans and permutes do not apply: it has none.  */
    cost.profitable = true;
  else if (facts.all_free)
    cost.reason = ("fields are isomorphic: GCC's SLP needs no permute "
		   "either");
  else if (facts.slp.applies)
    {
      /* GCC's SLP plan in memory order: weighed whole, its repeated
	 computation included.  */
      cost.gcc_shuffles = facts.slp.shuffles;
      cost.gcc_pressure = facts.slp.pressure;
      cost.gcc_weight = facts.slp.weight;
      cost.our_weight = cost.plan_weight + cost.line_splits;
      if (facts.resizes && more_than (cost.our_pressure, 3,
				      cost.gcc_pressure, 2))
	cost.reason = widening_reason;
      else if (more_than (cost.our_weight, 10, cost.gcc_weight, 9))
	cost.reason = "the plan does not weigh less than GCC's SLP plan in "
		   "memory order";
      else
	cost.profitable = true;
    }
  else if (facts.resizes && more_than (cost.our_pressure, 3,
				       cost.gcc_pressure, 2))
    /* Widening and narrowing cost both sides alike in the permute count
       but not in the time: GCC's unpacks and packs interleave with its
       even/odd extractions better than the count says.  Measured
       (docs/performance.md), with the arithmetic narrowed as GCC's
       over-widening patterns narrow it: rgb2yuv gains 1.36x at haswell
       (29 permutes against 64; 1.55x with 23 since the blend-permute
       byte sequences) and loses at x86-64-v4 (42 against 48,
       0.78x) and sse4.2 (24 against 24, 0.84x); rgba_gray loses where
       the counts tie (0.58x-0.83x).  Such loops need a third fewer.  */
    cost.reason = widening_reason;
  else if (more_than (cost.our_pressure, 10, cost.gcc_pressure, 9)
	   /* No permute on either side (structure loads and stores on
	      both): nothing to win.  */
	   || cost.gcc_pressure == 0)
    cost.reason = "the permutes are not cheaper than GCC's";
  else if (!facts.interleaving_weighs_more (cost))
    cost.reason = "the plan weighs more than GCC's interleaving plan";
  else if (cost.gcc_interleaving_weight
	   && cost.our_bottleneck >= cost.gcc_bottleneck)
    /* Trading GCC's permutes for more arithmetic must relieve the busiest
       port: MG's rprj3 sum, deinterleaved once after twice the
       additions, weighed 78 against 79 with the ports tied and ran 0.75x
       of GCC's speed.  */
    cost.reason = "the plan's busiest port is no less busy than in GCC's "
		  "interleaving plan";
  else
    cost.profitable = true;
}

bool
narrower_plan_wins (const cost_estimate &wide, unsigned wide_vf,
		    const cost_estimate &narrow, unsigned narrow_vf,
		    bool wide_in_halves, bool same_planner)
{
  if (!narrow.profitable || !wide_vf || !narrow_vf)
    return false;
  /* narrow / narrow_vf <= 3/4 * wide * factor / wide_vf, in integers.  */
  const unsigned long long factor = wide_in_halves ? 2 : 1;
  auto lighter = [&] (unsigned long long n, unsigned long long w)
    {
      return w && 4 * n * wide_vf <= 3 * factor * w * narrow_vf;
    };
  /* The permutation networks, where both plans do the same work per
     element; and, where two planners made them, the plans weighed whole:
     a wide plan in memory order that computes every field on every lane
     (NPB SP's ninvr, 0.67x of GCC's speed against 1.3x for the narrow
     classic plan) shuffles less but weighs more.  Between plans of one
     planner the weights differ in their loads off the vector grid, which
     count as cache-line splits at 512 bits and measure no slower there
     (SP's rhs.f:150 in memory order, 3% faster at 512 bits).  */
  if (lighter (narrow.our_pressure, wide.our_pressure)
      || (!same_planner && narrow.plan_weight
	  && lighter (narrow.plan_weight, wide.plan_weight)))
    return true;
  /* The memory ports, where the wide plan's vectors exceed the registers
     (plan_memory_time counts the halves itself): NPB SP's back
     substitution in Fortran, 44 vectors live at 512 bits and 33 at 256,
     144 half cycles per 8 iterations against 90, ran 0.8x of GCC's
     scalar loop at 512 bits and 1.1x at 256.  */
  if (wide.reloads && narrow.our_memory
      && 4ull * narrow.our_memory * wide_vf
	 <= 3ull * wide.our_memory * narrow_vf)
    return true;
  /* A wide plan that stores through masks and runs in halves keeps the
     loop only where it is the clearly lighter one.  */
  return masked_wide_plan_follows_narrow (wide, wide_vf, narrow, narrow_vf,
					  wide_in_halves);
}

bool
masked_wide_plan_follows_narrow (const cost_estimate &wide, unsigned wide_vf,
				 const cost_estimate &narrow,
				 unsigned narrow_vf, bool wide_in_halves)
{
  /* Particles' drift (x += vx * dt, three of six fields written, in L2)
     ran 0.96x of GCC's speed at 512 bits and 1.09x at 256, though the
     256-bit plan weighs more per element (11 against 9); the same loop
     writing all six fields, without masks, runs faster at 512 bits (1.53x
     against 1.40x).  */
  return (wide_in_halves && wide.masked_stores && narrow.plan_weight
	  && wide_vf && narrow_vf
	  && 8ull * wide.plan_weight * narrow_vf
	     > 3ull * narrow.plan_weight * wide_vf);
}

const char *
cost_refusal (const cost_estimate &cost, cost_mode mode)
{
  if (cost.profitable || mode == cost_mode::always)
    return nullptr;
  return cost.reason;
}

} // namespace hyperlane
