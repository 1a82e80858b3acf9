/* The cost stage of the HLP pipeline: the chosen plan against what GCC's
   vectorizer would do with the loop (plan/cost-model.h), and the plan
   chooser's decision whether hyperlane takes the loop.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../hlp/loop-analysis.h"
#include "../hlp/loop-nest.h"
#include "../target/gcc-target.h"
#include "../target/isa.h"
#include "loop-plan-info.h"
#include "stages.h"

namespace hyperlane {

namespace {

/* The -details dump line of COST for loop NUM.  */
void
dump_cost (int num, const cost_estimate &cost)
{
  fprintf (dump_file, "loop %d: cost: %u strided groups, permutes %u "
	   "(GCC plan: %s), shuffle-port pressure %u (GCC plan: %s)",
	   num, cost.strided_groups, cost.our_shuffles,
	   gcc_count_text (cost.gcc_shuffles).c_str (), cost.our_pressure,
	   gcc_count_text (cost.gcc_pressure).c_str ());
  if (cost.gcc_weight)
    fprintf (dump_file, ", weight %u (GCC's %s: %u)", cost.our_weight,
	     cost.gcc_interleaving_weight ? "interleaving plan"
	     : "SLP plan in memory order", cost.gcc_weight);
  if (cost.line_splits)
    fprintf (dump_file, " (%u of it vector accesses that may split a "
	     "cache line where GCC's narrower ones do not)",
	     cost.line_splits);
  if (cost.gcc_bottleneck)
    fprintf (dump_file, ", busiest port %u half cycles (GCC's: %u)",
	     cost.our_bottleneck, cost.gcc_bottleneck);
  if (cost.scalar_weight)
    fprintf (dump_file, ", weight with stores %u (GCC's scalar loop: %u)",
	     cost.our_total, cost.scalar_weight);
  /* Where they decide against GCC's scalar loop; between widths
     narrower_plan prints them.  */
  if (cost.scalar_memory)
    fprintf (dump_file, ", memory ports %u half cycles (the scalar loop's: "
	     "%u; its arithmetic %u), %u vectors live%s", cost.our_memory,
	     cost.scalar_memory, cost.scalar_compute, cost.live_vectors,
	     cost.reloads ? ", loaded again at each use" : "");
  if (cost.hazard_store >= 0)
    fprintf (dump_file, ", v%d loads across the store v%d of the vector "
	     "iteration before", cost.hazard_load, cost.hazard_store);
  if (cost.masked_store_pressure)
    fprintf (dump_file, ", masked stores %u of the pressure",
	     cost.masked_store_pressure);
  if (cost.column_lanes)
    fprintf (dump_file, ", %u lanes of a column accessed one by one",
	     cost.column_lanes);
  if (cost.gcc_split_groups)
    fprintf (dump_file, ", GCC's SLP splits %u store groups and stores "
	     "them element by element", cost.gcc_split_groups);
  fprintf (dump_file, ": %s\n",
	   cost.profitable ? "profitable" : cost.reason);
}

} // anon namespace

bool
estimate_plan_cost (loop_plan_info &info)
{
  nest_alternatives nest;
  /* The chooser asks only where a group is strided; spare the others the
     walk over the enclosing loop.  */
  bool strided = false;
  for (const memory_group &g : info.dag.groups)
    strided |= g.stride >= 2;
  nest.outer_loop_contiguous
    = strided && !info.dag.gcc_scalar_cause
      && gcc_vectorizes_outer_loop_p (info.loop (),
					      info.analysis.groups ());
  nest.tune = target_tune_name ();
  pinned_vector_constraint (info.isa->vector_bytes, &nest.reload_budget);
  nest.vector_registers = target_fp_registers ();
  nest.wide_in_halves = half_speed_512_p ();
  nest.scalar_fp_pipes = scalar_fp_pipes ();
  for (unsigned bytes = 16; bytes < info.isa->vector_bytes; bytes *= 2)
    if (const isa_desc *narrower = target_isa (bytes))
      nest.narrower_isas.push_back (narrower);
  const cost_estimate &cost
    = info.cost = estimate_cost (info.dag, info.hyper_loops, *info.plan,
				 *info.isa, nest);
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_cost (info.loop ()->num, cost);
  return !cost_refusal (cost, info.opts.cost);
}

void
report_cost_refusal (const loop_plan_info &info)
{
  const cost_estimate &cost = info.cost;
  const char *refusal = cost_refusal (cost, info.opts.cost);
  if (!refusal || !dump_enabled_p ())
    return;
  std::string reason = refusal;
  if (refusal == slow_masked_stores_reason)
    reason += std::string (" (-mtune=") + target_tune_name () + ")";
  dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		   find_loop_location (info.loop ()),
		   "hyperlane: loop left to GCC: cost model: %s "
		   "(permutes %u, GCC plan: %s): "
		   "-fplugin-arg-hyperlane-cost=always takes it\n",
		   reason.c_str (), cost.our_shuffles,
		   gcc_count_text (cost.gcc_shuffles).c_str ());
}

bool
estimate_record_lane_cost (loop_plan_info &info, const cost_estimate &wide)
{
  const cost_estimate &e = info.cost
    = record_lane_cost (info.dag, *info.plan, *info.isa, wide,
			info.opts.cost == cost_mode::always);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: record lanes: weight with stores %u per "
	     "iteration (the scalar loop's: %u), %u permutes: %s\n",
	     info.loop ()->num, e.our_total, e.scalar_weight, e.our_shuffles,
	     e.profitable ? "profitable" : e.reason);
  return e.profitable;
}

} // namespace hyperlane
