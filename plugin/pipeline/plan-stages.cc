/* The planning stages of the HLP pipeline: the candidate plans, each
   checked against the target, and the plan chooser's decision between
   them (plan/plan-chooser.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../plan/classic-planner.h"
#include "../plan/memory-order-planner.h"
#include "../plan/mirrored-groups.h"
#include "../plan/plan-verifier.h"
#include "../plan/record-runs.h"
#include "../codegen/plan-support.h"
#include "../target/gcc-target.h"
#include "../target/isa.h"
#include "loop-plan-info.h"
#include "stages.h"

namespace hyperlane {

namespace {

/* What the dump calls a memory-order plan made for USE.  */
const char *
memory_order_plan_name (memory_order_use use)
{
  switch (use)
    {
    case memory_order_use::deferred:
      return "deferred deinterleave";
    case memory_order_use::permuted:
      return "in-record permuted plan";
    case memory_order_use::merged:
      return "partially grouped plan";
    default:
      return "memory-order plan";
    }
}

/* Finish candidate C from its planner's result FAILURE: refused by the
   planner, or verified (under verify), checked against the target, and
   weighed when it stands.  */
void
finish_candidate (const loop_plan_info &info, plan_candidate &c,
		  const plan_failure &failure)
{
  c.tried = true;
  if (failure.reason)
    {
      c.refusal = failure.reason;
      c.refused_by_planner = true;
      c.node = failure.node;
      return;
    }
  if (const char *why = split_record_runs (info.dag, c.plan))
    {
      c.refusal = why;
      return;
    }
  if (info.opts.verify)
    {
      std::string wrong = verify_lane_plan (info.dag, c.plan);
      if (!wrong.empty ())
	internal_error ("hyperlane: the %s plan of loop %d is malformed: %s",
			c.plan.planner, info.loop ()->num, wrong.c_str ());
    }
  /* Verified as planned, against the DAG's mirrored fields.  */
  if (const char *why = mirror_plan_groups (info.dag, c.plan))
    {
      c.refusal = why;
      return;
    }
  const char *reason = nullptr;
  plan_support support (c.plan, info.dag, info.ctx);
  if (!support.check (&reason))
    c.refusal = reason;
  else if (info.reads_gap_backwards_p (c.plan))
    c.refusal = "a loop with a negative step would read past its first "
		"record";
  else
    c.weight = plan_weight (info.dag, c.plan, *info.isa);
}

/* INFO's chosen plan in the -details dump.  */
void
dump_lane_plan (const loop_plan_info &info)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: lane plan (%s), VF %u, %s\n%s",
	     info.loop ()->num, info.plan->planner, info.vf,
	     target_isa_name (info.vector_bytes),
	     info.plan->describe (dag_operation_name).c_str ());
}

} // anon namespace

/* What this compilation's options allow the planners.  */
static planner_options
compilation_planner_options ()
{
  planner_options o;
  o.rewrite_store_gaps = flag_store_data_races;
  return o;
}

/* The ISA table the planners use for INFO's loop: the target's, less its
   structure loads and stores (NEON's ld2-ld4, st2-st4) where a group is
   a run of fields of wide records, whose runs are not consecutive in
   memory as a structure access reads them, or steps against the loop,
   whose fields a structure access would give in the reverse order.
   COPY holds the changed table.  */
static const isa_desc &
planning_isa (const loop_plan_info &info, isa_desc &copy)
{
  if (!has_record_runs (info.dag) && !has_mirrored_groups (info.dag))
    return *info.isa;
  copy = *info.isa;
  copy.max_lanes_stride = 0;
  return copy;
}

void
make_candidate_plans (loop_plan_info &info)
{
  isa_desc copy;
  const isa_desc &isa = planning_isa (info, copy);
  info.memory_order_wanted
    = (info.opts.plan == plan_choice::classic ? memory_order_use::none
       : memory_order_wanted (info.dag, info.hyper_loops));
  if (info.memory_order_wanted != memory_order_use::none)
    {
      plan_candidate &mo = info.memory_order;
      finish_candidate (info, mo,
			plan_memory_order (info.dag, info.hyper_loops,
					   info.vf, isa, mo.plan,
					   compilation_planner_options ()));
      if (!mo.refusal.empty () && dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "loop %d: no memory-order plan: %s",
		   info.loop ()->num, mo.refusal.c_str ());
	  if (mo.node >= 0)
	    fprintf (dump_file, " (n%d)", mo.node);
	  fprintf (dump_file, "\n");
	}
    }
  if (classic_plan_needed (info.opts.plan, info.memory_order))
    finish_candidate (info, info.classic,
		      plan_classic (info.dag, info.vf, isa,
				    info.classic.plan,
				    compilation_planner_options ()));
}

bool
make_record_lane_plan (loop_plan_info &info)
{
  isa_desc copy;
  const isa_desc &isa = planning_isa (info, copy);
  plan_candidate &c = info.memory_order;
  c = plan_candidate ();
  info.vf = 1;
  finish_candidate (info, c,
		    plan_record_lanes (info.dag, isa, c.plan,
				       compilation_planner_options ()));
  if (!c.viable ())
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, "loop %d: no record-lane plan: %s\n",
		 info.loop ()->num, c.refusal.c_str ());
      return false;
    }
  info.plan = &c.plan;
  dump_lane_plan (info);
  return true;
}

bool
choose_lane_plan (loop_plan_info &info)
{
  info.decision = choose_plan (info.opts.plan, info.vf, info.memory_order,
			       info.classic);
  if (info.decision.weighed && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: %s weighs %u, the classic plan %u\n",
	     info.loop ()->num,
	     memory_order_plan_name (info.memory_order_wanted),
	     info.memory_order.weight, info.classic.weight);
  switch (info.decision.chosen)
    {
    case plan_decision::pick::memory_order:
      info.plan = &info.memory_order.plan;
      break;
    case plan_decision::pick::classic:
      info.plan = &info.classic.plan;
      break;
    case plan_decision::pick::none:
      return info.missed (info.decision.reason.c_str ());
    }

  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: scalar DAG\n%s", info.loop ()->num,
	     info.dag.describe (dag_operation_name).c_str ());
  dump_lane_plan (info);
  return true;
}

} // namespace hyperlane
