/* The HLP vectorizer pass, "hyperlane": for every innermost loop, the
   analysis, then the pipeline of stages that plans and transforms it,
   each filling the loop's loop_plan_info.  A loop is left to GCC's
   vectorizer, unchanged and with a remark that says why, unless every
   stage succeeds.

   The files, in the order a loop meets them (docs/design.md draws it):

     hlp/loop-analysis.*       shape, trip count, data references,
			       dependences, access groups (the analysis
			       report below)
     pipeline/loop-plan-info.h the per-loop object every stage fills
     pipeline/stages.h         the stages, declared in their order
     pipeline/body-stages.cc   analyze_loop_body: reductions
			       (hlp/reductions.*), the scalar DAG
			       (hlp/body-builder.*, hlp/body-*.cc),
			       narrowing (plan/narrowing.*), the hyper loops
			       (plan/slice-grouping.*);
			       choose_vector_shape: VF, legality
			       (hlp/legality.*), the permutation table
			       (target/gcc-target.*, target/isa.*)
     pipeline/nest-stage.cc    for a loop refused for a dependence it
			       carries: its enclosing loop
			       (hlp/nest-dependence.*), unrolled and
			       jammed after the walk where it is parallel
			       (plan/jam-model.*, codegen/unroll-jam.*)
     pipeline/column-stage.cc  for a loop that walks down a column: its
			       enclosing loop unrolled and jammed after
			       the walk so that the copies read runs of
			       rows, the fused loop planned again
			       (vectorize_jammed_loops; plan/record-runs.*)
     pipeline/plan-stages.cc   make_candidate_plans: the memory-order and
			       classic planners (plan/memory-order-*,
			       plan/classic-*), each plan verified under
			       verify (plan/plan-verifier.*) and checked
			       against the target (codegen/plan-support.*,
			       each operation kind's analysis in
			       codegen/vop-kinds.*, vop-memory.cc,
			       vop-movement.cc, vop-arith.cc);
			       choose_lane_plan: the plan chooser
			       (plan/plan-chooser.*)
     pipeline/cost-stage.cc    estimate_plan_cost: the plan against GCC's
			       vectorizer (plan/cost-model.*,
			       plan/gcc-vectorizer-model.*) and the
			       chooser's decision (decide_against_gcc,
			       cost_refusal)
     pipeline/cost-model-limits.cc  cost_model_limit: what
			       -fvect-cost-model and --param
			       vect-max-version-for-alias-checks let the
			       chosen plan's vector loop add (alias checks,
			       a scalar epilogue)
     pipeline/transform-stage.cc  transform_loop: the vector loop
			       (codegen/vector-loop.*), alias guards
			       (codegen/alias-checks.*), the plan's
			       statements (codegen/plan-emitter.*, each
			       kind's transform in codegen/vop-*)
     pipeline/version-guards.* the guards of the versions if-conversion
			       and loop distribution made for GCC's
			       vectorizer, folded once the loop is taken
			       (loop distribution's only where the order of
			       its partitions cannot matter)
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/pass-timer.h"
#include "../support/verify-il.h"
#include "../hlp/loop-analysis.h"
#include "../target/gcc-target.h"
#include "../codegen/vector-loop.h"
#include "hlp-pass.h"
#include "loop-plan-info.h"
#include "stages.h"
#include "version-guards.h"

#include <memory>

namespace hyperlane {

/* The scope of the innermost call inlined around BLOCK, or null.  */
static tree
inlined_call_scope (tree block)
{
  for (; block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      return block;
  return NULL_TREE;
}

dump_user_location_t
remark_location (gimple *stmt, class loop *loop)
{
  dump_user_location_t at_loop = find_loop_location (loop);
  /* Calls GCC made itself (__mulsc3) have no location of their own.  */
  if (stmt && gimple_code (stmt) != GIMPLE_PHI && gimple_has_location (stmt)
      && (inlined_call_scope (gimple_block (stmt))
	  == inlined_call_scope (LOCATION_BLOCK (at_loop.get_location_t ()))))
    return dump_user_location_t (stmt);
  return at_loop;
}

namespace {

const pass_data hlp_pass_data = {
  GIMPLE_PASS,
  "hyperlane",			/* name: -fdump-tree-hyperlane */
  OPTGROUP_LOOP | OPTGROUP_VEC, /* -fopt-info-vec shows our remarks.  */
  TV_NONE,
  (PROP_cfg | PROP_ssa),	/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0				/* todo_flags_finish */
};

void
report (const loop_analysis &la, bool ok)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    la.dump (dump_file);
  if (!dump_enabled_p ())
    return;
  dump_user_location_t where
    = remark_location (la.failure_stmt (), la.loop ());
  if (!ok)
    {
      dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		       "hyperlane: loop not analysed: %s\n",
		       la.failure_reason ());
      return;
    }
  unsigned strided = la.strided_group_count ();
  dump_printf_loc (MSG_NOTE, where,
		   "hyperlane: analysed loop: %u data references in %u "
		   "groups, %u interleaved\n",
		   la.datarefs ().length (), (unsigned) la.groups ().size (),
		   strided);
  for (const access_group &g : la.groups ())
    if (g.pattern == access_pattern::strided)
      dump_printf_loc (MSG_NOTE, where,
		       "hyperlane: interleaved %s group: stride %u, %u of %u "
		       "fields, %wu-byte elements\n",
		       g.is_store ? "store" : "load", g.stride,
		       g.fields_used (), g.stride, g.elem_size);
  for (data_reference *dr : la.datarefs ())
    if (DR_IS_READ (dr) && la.forwarding_store (DR_STMT (dr)))
      dump_printf_loc (MSG_NOTE, DR_STMT (dr),
		       "hyperlane: value stored and loaded again in one "
		       "iteration: the load takes the stored value\n");
  const unsigned one_base = la.unknown_one_base ();
  const unsigned pointers = la.unknown_dependences () - one_base;
  if (pointers)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		     "hyperlane: %u data dependences of unknown distance "
		     "(needs a runtime alias check; restrict on the "
		     "pointers avoids it)\n", pointers);
  if (one_base)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		     "hyperlane: %u data dependences of unknown distance "
		     "(needs a runtime alias check: subscripts of one array "
		     "differ by values known only at run time)\n", one_base);
}

/* The stages from the plan candidates to the cost decision; true when
   the loop gets INFO's plan.  */
bool
plan_and_cost (loop_plan_info &info)
{
  make_candidate_plans (info);
  return choose_lane_plan (info) && estimate_plan_cost (info);
}

/* FROM's loop analysed again for a trial plan with OPTS (another vector
   width) whose groups split into runs of at least MIN_RUN_BYTES, up to
   its vector shape; null where it has none.  Its refusals go to the dump
   only.  */
std::unique_ptr<loop_plan_info>
trial_shape (const loop_plan_info &from, const hlp_options &opts,
	     unsigned min_run_bytes)
{
  auto trial = std::make_unique<loop_plan_info> (from.analysis, opts);
  trial->trial = true;
  trial->min_run_bytes = min_run_bytes;
  if (!analyze_loop_body (*trial) || !choose_vector_shape (*trial))
    return nullptr;
  return trial;
}

/* Where the CPU runs 512-bit operations in two halves, WIDE's loop planned
   again on 256-bit vectors, when that plan wins (narrower_plan_wins, or
   only its own cost decision where WIDE's plan lost to the scalar loop on
   the memory ports); else null.  *REFUSAL is set to the narrow plan's
   cost refusal where that plan lost to a GCC plan on narrower vectors
   still and WIDE's plan stores through masks and follows that verdict
   (masked_wide_plan_follows_narrow): the loop is then GCC's.  */
std::unique_ptr<loop_plan_info>
narrower_plan (const loop_plan_info &wide, const hlp_options &narrow_opts,
	       const char **refusal)
{
  *refusal = nullptr;
  if (wide.opts.vector_bits || wide.vector_bytes != 64
      || !half_speed_512_p ())
    return nullptr;
  const bool wide_lost = wide.cost.reason == memory_ports_reason;
  std::unique_ptr<loop_plan_info> narrow
    = trial_shape (wide, narrow_opts, wide.min_run_bytes);
  if (!narrow || narrow->vector_bytes != 32)
    return nullptr;
  if (!plan_and_cost (*narrow))
    {
      if (wide_lost)
	return nullptr;
      /* Only where GCC's plan runs on vectors narrower than both, whose
	 accesses split no line: the drift, 0.80x-0.96x of GCC's speed at
	 512 bits by the array's alignment.  */
      if (narrow->plan && narrow->cost.reason && narrow->cost.line_splits
	  && masked_wide_plan_follows_narrow (wide.cost, wide.vf,
					      narrow->cost, narrow->vf, true))
	{
	  *refusal = narrow->cost.reason;
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    fprintf (dump_file, "loop %d: the 64-byte plan stores through "
		     "%u masks and weighs %u per %u iterations, not clearly "
		     "less than the 32-byte plan's %u per %u, which GCC "
		     "beats: the loop is left to GCC\n", wide.loop ()->num,
		     wide.cost.masked_stores, wide.cost.plan_weight, wide.vf,
		     narrow->cost.plan_weight, narrow->vf);
	}
      return nullptr;
    }
  bool wins = wide_lost || narrower_plan_wins (wide.cost, wide.vf,
					       narrow->cost, narrow->vf, true,
					       !strcmp (wide.plan->planner,
							narrow->plan->planner));
  if (wide_lost && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: the 64-byte plan loses to the scalar "
	     "loop on the memory ports; the 32-byte plan (%s) wins: taken\n",
	     wide.loop ()->num, narrow->plan->planner);
  else if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: 32-byte plan (%s) weighs %u per %u "
	       "iterations against the 64-byte plan's (%s) %u per %u\n",
	       wide.loop ()->num, narrow->plan->planner,
	       narrow->cost.plan_weight, narrow->vf, wide.plan->planner,
	       wide.cost.plan_weight, wide.vf);
      fprintf (dump_file, "loop %d: 32-byte plan: shuffle-port pressure %u "
	       "per %u iterations against the 64-byte plan's %u per %u, which "
	       "count twice on this CPU: %s\n", wide.loop ()->num,
	       narrow->cost.our_pressure, narrow->vf, wide.cost.our_pressure,
	       wide.vf, wins ? "the 32-byte plan is taken"
	       : "the 64-byte plan stays");
      if (wide.cost.our_memory && narrow->cost.our_memory)
	fprintf (dump_file, "loop %d: 32-byte plan: memory ports %u half "
		 "cycles per %u iterations against the 64-byte plan's %u per "
		 "%u%s\n", wide.loop ()->num, narrow->cost.our_memory,
		 narrow->vf, wide.cost.our_memory, wide.vf,
		 wide.cost.reloads ? ", whose vectors are loaded again at each "
		 "use" : "");
      if (wide.cost.masked_stores)
	fprintf (dump_file, "loop %d: the 64-byte plan stores through %u "
		 "masks: it stays only where it weighs clearly less\n",
		 wide.loop ()->num, wide.cost.masked_stores);
    }
  return wins ? std::move (narrow) : nullptr;
}

/* Where GCC runs WIDE's loop scalar (no permute sequence for a group)
   and WIDE's plan does not beat it, or wherever plan=records asks, the
   loop planned again in record lanes (plan/memory-order-planner.h), when
   that plan weighs clearly less than the scalar loop (or cost=always);
   else null.  */
std::unique_ptr<loop_plan_info>
record_lane_plan (const loop_plan_info &wide)
{
  /* The runtime alias checks legality asks for compare the groups' bytes
     over the whole loop: they hold for any VF.  */
  if (wide.opts.plan == plan_choice::classic || !wide.reductions.empty ()
      || wide.dag.forwarded_loads)
    return nullptr;
  /* Groups stay whole: a run of a wide record is a run of fields like
     any other here.  */
  std::unique_ptr<loop_plan_info> records
    = trial_shape (wide, wide.opts, UINT_MAX);
  if (!records || records->vector_bytes != wide.vector_bytes
      || !make_record_lane_plan (*records)
      || !estimate_record_lane_cost (*records, wide.cost))
    return nullptr;
  records->trial = false;
  return records;
}

/* Transform CHOSEN, INFO's loop as planned at last, unless GCC's cost
   model options forbid its vector loop (a remark on INFO); true when
   transformed.  */
bool
take_loop (const loop_plan_info &info, loop_plan_info &chosen)
{
  std::string limit = cost_model_limit (chosen);
  if (!limit.empty ())
    return info.missed (limit.c_str ());
  /* The plan decides whether the epilogue must run (a gap read): with it,
     a loop of exactly VF iterations has no vector iteration left, and
     the loop is planned again on vectors half as wide.  */
  if (max_vector_iterations (chosen.loop (), chosen.vf,
			     !chosen.plan->reads_gap, chosen.reductions) == 0)
    {
      hlp_options half_opts = chosen.opts;
      half_opts.vector_bits = chosen.vector_bytes * 4;
      std::unique_ptr<loop_plan_info> half
	= (chosen.vector_bytes > 16
	   ? trial_shape (chosen, half_opts, chosen.min_run_bytes) : nullptr);
      if (half && half->vector_bytes < chosen.vector_bytes
	  && plan_and_cost (*half))
	{
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    fprintf (dump_file, "loop %d: the %u-byte plan leaves the vector "
		     "loop no iteration: planned on %u-byte vectors\n",
		     info.loop ()->num, chosen.vector_bytes,
		     half->vector_bytes);
	  return take_loop (info, *half);
	}
      return info.missed ("the loop runs too few iterations for one "
			  "iteration of the vector loop, whose plan leaves "
			  "the last iteration to the scalar loop");
    }
  transform_loop (chosen);
  return true;
}

/* Run the stages on LA's loop; true when it was transformed.  An
   enclosing loop to unroll and jam instead is added to JAMS, unless JAMS
   is null (the fused loop of a jam, planned again).  *GCC_PLAN_WINS, when
   given, says whether the loop was left to a vector plan of GCC's that
   the cost model found no slower.  */
bool
vectorize_loop (const loop_analysis &la, const hlp_options &opts,
		std::vector<nest_jam> *jams, bool *gcc_plan_wins = nullptr)
{
  /* plan=records: the loop's plan at its VF is made as by default, and
     record lanes replace it wherever they can be made.  */
  const bool records_first = opts.plan == plan_choice::records;
  hlp_options wide_opts = opts;
  if (records_first)
    wide_opts.plan = plan_choice::automatic;
  loop_plan_info info (la, wide_opts);
  if (!jams)
    info.min_run_bytes = jammed_run_min_bytes;
  if (!analyze_loop_body (info))
    return false;
  if (!choose_vector_shape (info))
    {
      if (info.jam_outer >= 0 && jams)
	jams->push_back ({ info.jam_outer, info.jam_factor });
      return false;
    }
  make_candidate_plans (info);
  if (!choose_lane_plan (info))
    return false;
  if (jams && consider_column_jam (info))
    {
      jams->push_back ({ info.jam_outer, info.jam_factor, info.jam_column,
			 info.jam_run });
      return false;
    }
  const bool wide_wins = estimate_plan_cost (info);
  hlp_options narrow_opts = wide_opts;
  narrow_opts.vector_bits = 256;
  const char *refusal;
  /* A 512-bit plan that loses to the scalar loop on the memory ports may
     fit the registers at 256 bits.  */
  if (!wide_wins && info.cost.reason == memory_ports_reason)
    if (std::unique_ptr<loop_plan_info> narrow
	  = narrower_plan (info, narrow_opts, &refusal))
      return take_loop (info, *narrow);
  if (!wide_wins || records_first)
    {
      if (!wide_wins && gcc_plan_wins)
	*gcc_plan_wins = info.cost.gcc_shuffles < no_gcc_sequence;
      std::unique_ptr<loop_plan_info> records
	= (info.cost.scalar_weight || records_first
	   ? record_lane_plan (info) : nullptr);
      if (records)
	return take_loop (info, *records);
      if (!wide_wins)
	{
	  /* The refusal is a remark only now no record-lane plan took the
	     loop.  */
	  report_cost_refusal (info);
	  return false;
	}
    }
  std::unique_ptr<loop_plan_info> narrow
    = narrower_plan (info, narrow_opts, &refusal);
  if (refusal && opts.cost != cost_mode::always)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 find_loop_location (info.loop ()),
			 "hyperlane: loop left to GCC: cost model: %s at 256 "
			 "bits, and the 512-bit plan, storing through masks, "
			 "runs no faster per element on this CPU "
			 "(-mtune=%s): -fplugin-arg-hyperlane-cost=always "
			 "takes it\n", refusal, target_tune_name ());
      return false;
    }
  return take_loop (info, narrow ? *narrow : info);
}

/* Plan again, with OPTS, the fused inner loops of the enclosing loops
   OUTERS of FUN, unrolled and jammed for a column walk (column-stage.cc);
   the TODO flags.  A fused loop left to GCC stays scalar unless the cost
   model found GCC's vector plan no slower (two doubles' runs at SSE,
   which GCC loads whole): GCC's vectorizer may otherwise move the rows'
   runs element by element (0.18x of the scalar loop, measured).  */
unsigned
vectorize_jammed_loops (function *fun, const std::vector<int> &outers,
			const hlp_options &opts)
{
  /* The fusion leaves the copies' bodies in blocks of their own.  */
  cleanup_tree_cfg ();
  unsigned todo = 0;
  for (int num : outers)
    {
      class loop *outer = get_loop (fun, num);
      class loop *fused = outer ? outer->inner : nullptr;
      if (!fused || fused->inner)
	continue;
      version_guards guards (fused);
      loop_analysis la (fused);
      bool ok = la.analyze ();
      report (la, ok);
      bool gcc_plan_wins = false;
      if (ok && vectorize_loop (la, opts, nullptr, &gcc_plan_wins))
	{
	  guards.keep_vectorized_version ();
	  todo |= TODO_cleanup_cfg;
	  continue;
	}
      if (gcc_plan_wins)
	continue;
      fused->dont_vectorize = true;
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (fused),
			 "hyperlane: the loop jammed for its column walk is "
			 "left scalar (GCC's vectorizer would move the rows' "
			 "runs element by element)\n");
    }
  return todo;
}

/* Mark LA's loop, left to GCC, so that GCC's loop vectorizer does not
   analyse it again, where a read of what the iteration before stored
   stops that vectorizer at every vector length: it would compute the
   dependences of every vector mode to fail each time (about 5% of SP's
   x_solve.c, its sweeps unrolled and jammed).  The copies an
   unroll-and-jam makes keep the mark.  Not where the user's simd
   pragma or if-conversion's versioning (GUARD) asks for the vectorizer.  */
void
spare_gcc_vectorizer (const loop_analysis &la, gimple *guard)
{
  class loop *loop = la.loop ();
  if (!la.gcc_blocking_dependences () || guard || loop->safelen
      || loop->force_vectorize)
    return;
  loop->dont_vectorize = true;
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: marked dont_vectorize: a read of what the "
	     "iteration before stored stops GCC's vectorizer too\n",
	     loop->num);
  /* GCC's own remark on the loop is gone with its analysis.  */
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (loop),
		     "hyperlane: GCC's loop vectorizer is not run on this "
		     "loop: it reads what its iteration before stored, a "
		     "recurrence through memory that vectorizer refuses "
		     "too\n");
}

class hlp_pass : public gimple_opt_pass
{
public:
  hlp_pass (gcc::context *ctxt, const hlp_options &opts)
    : gimple_opt_pass (hlp_pass_data, ctxt), m_opts (opts)
  {}

  bool gate (function *) final override
  {
    return m_opts.enabled && flag_tree_loop_vectorize;
  }

  unsigned int execute (function *fun) final override
  {
    if (number_of_loops (fun) <= 1)
      return 0;
    pass_timer timer ("hyperlane vectorizer");
    unsigned todo = 0;
    std::vector<nest_jam> jams;
    std::unordered_map<int, bool> distribution_verdicts;
    for (class loop *loop : loops_list (fun, LI_ONLY_INNERMOST))
      {
	/* The scalar copy if-conversion keeps for a versioned loop.  */
	if (loop->dont_vectorize)
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS))
	      fprintf (dump_file, "loop %d: skipped, marked dont_vectorize\n",
		       loop->num);
	    continue;
	  }
	/* That copy of the nest runs only if GCC vectorizes the enclosing
	   loop, which a vector loop here would prevent: the loop is
	   planned in the nest's other copy.  */
	if (in_outer_loop_vectorization_copy_p (loop))
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS))
	      fprintf (dump_file, "loop %d: skipped, in the copy of its nest "
		       "kept for GCC's outer-loop vectorization\n", loop->num);
	    continue;
	  }
	/* GCC's vectorizer leaves cold loops alone too (try_vectorize_loop_1):
	   a cold function or path, or -Os.  */
	if (!optimize_loop_nest_for_speed_p (loop) && !loop->force_vectorize)
	  {
	    if (dump_enabled_p ())
	      dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			       find_loop_location (loop),
			       "hyperlane: loop not analysed: the loop is "
			       "optimized for size (a cold function or path, "
			       "or -Os), where GCC does not vectorize either\n");
	    continue;
	  }
	/* The if-converted copy of a loop if-conversion versioned, and the
	   distributed version of a loop loop distribution versioned, run
	   only where GCC's vectorizer folds their guards, which it does
	   only for loops it vectorizes itself: once the loop is vectorized
	   here, its guards are folded now, so that the other version, not
	   this one, is the dead one.  */
	version_guards guards (loop);
	/* Loop distribution's version would then run where plain GCC does
	   not run it, and GCC 12.2 can order its partitions against a
	   dependence between them: only where their order cannot matter.  */
	if (!guards.distribution_order_safe (distribution_verdicts))
	  {
	    if (dump_enabled_p ())
	      dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			       find_loop_location (loop),
			       "hyperlane: loop left to GCC: a partition of the "
			       "version loop distribution made behind a "
			       "runtime alias test, whose partitions may depend "
			       "on one another (an array one of them writes "
			       "and another uses, or a library call), and "
			       "which only GCC's vectorizer enables: "
			       "-fno-tree-loop-distribution keeps the loop "
			       "whole\n");
	    continue;
	  }
	loop_analysis la (loop);
	bool ok = la.analyze ();
	report (la, ok);
	if (ok && vectorize_loop (la, m_opts, &jams))
	  {
	    guards.keep_vectorized_version ();
	    todo |= TODO_cleanup_cfg;
	  }
	else
	  spare_gcc_vectorizer (la, guards.if_conversion ());
      }
    /* A value a vector loop computes reaches its uses after the loop
       through the epilogue's exit; where it is used beyond a later loop
       (a distributed partition's in-order sum used after the next
       partition, fuzz case 20261130-260), loop-closed SSA needs a PHI
       the transform did not make: make them, as GCC's unroller does,
       before the jams (GCC's unroller needs the form) and again after
       the fused loops are planned.  */
    if (todo & TODO_cleanup_cfg)
      rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
    /* The nests change shape: after the walk over the innermost loops,
       whose list they would invalidate.  */
    bool jammed = false;
    std::vector<int> replan;
    for (const nest_jam &jam : jams)
      if (unroll_and_jam_nest (fun, jam))
	{
	  jammed = true;
	  if (jam.column)
	    replan.push_back (jam.outer);
	}
    if (jammed)
      {
	scev_reset ();
	free_dominance_info (CDI_DOMINATORS);
	if (m_opts.verify)
	  {
	    verify_function ();
	    /* GCC's fusion keeps the nest loop-closed (fuse_loops).  */
	    verify_loop_closed_ssa (true);
	  }
	todo |= TODO_cleanup_cfg;
      }
    if (!replan.empty ()
	&& (vectorize_jammed_loops (fun, replan, m_opts) & TODO_cleanup_cfg))
      {
	rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
	todo |= TODO_cleanup_cfg;
      }
    return todo;
  }

private:
  const hlp_options m_opts;
};

} // anon namespace

opt_pass *
make_hlp_pass (gcc::context *ctxt, const hlp_options &opts)
{
  return new hlp_pass (ctxt, opts);
}

} // namespace hyperlane
