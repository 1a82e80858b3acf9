/* Vectorize one analysed loop; see vectorize.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../driver/options.h"
#include "../plan/classic-planner.h"
#include "../plan/cost-model.h"
#include "../plan/memory-order-planner.h"
#include "../plan/narrowing.h"
#include "../codegen/alias-checks.h"
#include "../codegen/plan-emitter.h"
#include "../codegen/vector-loop.h"
#include "../target/gcc-target.h"
#include "body-builder.h"
#include "legality.h"
#include "loop-analysis.h"
#include "reductions.h"
#include "vectorize.h"

namespace hyperlane {

namespace {

/* Report that LA's loop was left to GCC because of REASON, at STMT when
   known.  Returns false for "return missed (...)".  */
bool
missed (const loop_analysis &la, const char *reason, gimple *stmt = nullptr)
{
  if (dump_enabled_p ())
    {
      /* A PHI, or a statement GCC made up, has no useful location.  */
      bool located = (stmt && gimple_code (stmt) != GIMPLE_PHI
		      && gimple_location (stmt) != UNKNOWN_LOCATION);
      dump_user_location_t where = located ? dump_user_location_t (stmt)
				   : find_loop_location (la.loop ());
      dump_printf_loc (MSG_MISSED_OPTIMIZATION, where,
		       "hyperlane: loop left to GCC: %s\n", reason);
    }
  return false;
}

/* Whether node N of DAG is used only as the count of shifts, which takes
   no lane of its own (a 64-bit shift by an int count).  */
bool
shift_count_only_p (const scalar_dag &dag, int n)
{
  bool used = false;
  for (const snode &u : dag.nodes)
    for (size_t a = 0; a < u.args.size (); a++)
      if (u.args[a] == n)
	{
	  bool count = (a == 1 && u.kind == snode_kind::compute
			&& (u.code == LSHIFT_EXPR || u.code == RSHIFT_EXPR
			    || u.code == LROTATE_EXPR
			    || u.code == RROTATE_EXPR));
	  if (!count)
	    return false;
	  used = true;
	}
  return used;
}

/* Scalar iterations per vector iteration: one vector of the target's
   preferred size for the narrowest lane value; wider values take several
   vectors (at most MAX_PARTS).  */
unsigned
choose_vf (const scalar_dag &dag, const body_context &ctx, unsigned *bytes,
	   const char **reason)
{
  const unsigned max_parts = 8;
  unsigned narrowest = 0, widest = 0;
  int type = -1;
  for (size_t i = 0; i < dag.nodes.size (); i++)
    {
      const snode &n = dag.nodes[i];
      if (n.kind == snode_kind::invariant && shift_count_only_p (dag, i))
	continue;
      unsigned size = dag.types[n.type].bytes;
      if (!narrowest || size < narrowest)
	{
	  narrowest = size;
	  type = n.type;
	}
      widest = size > widest ? size : widest;
    }
  if (!narrowest)
    {
      *reason = "nothing to vectorize";
      return 0;
    }
  if (widest > max_parts * narrowest)
    {
      *reason = "element sizes differ by more than eight times";
      return 0;
    }
  *bytes = preferred_vector_bytes (ctx.types[type]);
  if (*bytes < 2 * widest)
    {
      *reason = "the target has no vector mode for the element type";
      return 0;
    }
  return *bytes / narrowest;
}

} // anon namespace

bool
try_vectorize (const loop_analysis &la, const options &opts)
{
  const char *reason = nullptr;
  /* The scalar loop becomes the epilogue: it must be restartable at any
     iteration, from induction variables and reduction totals.  */
  std::vector<reduction_info> reductions;
  if (!find_reductions (la.loop (), reductions, &reason))
    return missed (la, reason);

  scalar_dag dag;
  body_context ctx;
  build_failure bf = build_scalar_dag (la, reductions, dag, ctx);
  if (bf.reason)
    return missed (la, bf.reason, bf.stmt);

  /* Integer arithmetic whose results are needed only in their low bits
     runs in fewer bits (GCC's over-widening); the new element types are
     unsigned integers.  */
  unsigned narrowed = narrow_arithmetic (dag, NOP_EXPR);
  for (size_t t = ctx.types.size (); t < dag.types.size (); t++)
    ctx.types.push_back (build_nonstandard_integer_type
			   (dag.types[t].bytes * BITS_PER_UNIT, 1));
  if (narrowed && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: %u integer operations narrowed to the "
	     "bits their results need\n", la.loop ()->num, narrowed);

  unsigned vector_bytes = 0;
  unsigned vf = choose_vf (dag, ctx, &vector_bytes, &reason);
  if (!vf)
    return missed (la, reason);
  legality legal = check_legality (la, dag, ctx, vf);
  if (legal.reason)
    return missed (la, legal.reason, legal.stmt);

  const isa_desc *isa = target_isa (vector_bytes);
  if (!isa)
    return missed (la, "no permutation table for this target");

  /* A store group with gaps in a fully grouped hyper loop is planned in
     memory order, storing with masks or in pieces; so are contiguous
     stores from loads of one stride, deinterleaved once at the store,
     where that is lighter than the classic plan.  The classic plan is
     the fallback.  */
  lane_plan plan;
  /* A gap read past a record's last used field is inside memory the
     next scalar iteration accesses (the epilogue runs it); in a reversed
     loop that iteration ran before the vector loop, if at all.  */
  static const char *const reversed_gap
    = "a loop with a negative step would read past its first record";
  std::string memory_order_failure;
  const memory_order_use use = (opts.plan == plan_choice::classic
				 ? memory_order_use::none
				 : memory_order_wanted (dag));
  if (use != memory_order_use::none)
    {
      plan_failure mf = plan_memory_order (dag, vf, *isa, plan);
      plan_emitter probe (plan, dag, ctx);
      if (!mf.reason)
	/* Sets the reason when the target cannot do an operation.  */
	probe.check (&mf.reason);
      if (!mf.reason && plan.reads_gap && probe.reversed_p ())
	mf.reason = reversed_gap;
      if (mf.reason)
	{
	  memory_order_failure = mf.reason;
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "loop %d: no memory-order plan: %s",
		       la.loop ()->num, mf.reason);
	      if (mf.node >= 0)
		fprintf (dump_file, " (n%d)", mf.node);
	      fprintf (dump_file, "\n");
	    }
	  plan = lane_plan ();
	}
    }
  if (use != memory_order_use::none && !plan.ops.empty ()
      && opts.plan == plan_choice::automatic)
    {
      lane_plan classic;
      const char *ignored;
      plan_emitter probe (classic, dag, ctx);
      if (!plan_classic (dag, vf, *isa, classic).reason
	  && probe.check (&ignored)
	  && !(classic.reads_gap && probe.reversed_p ()))
	{
	  unsigned memory_order_weight = plan_weight (dag, plan, *isa);
	  unsigned classic_weight = plan_weight (dag, classic, *isa);
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    fprintf (dump_file, "loop %d: %s weighs %u, the classic plan "
		     "%u\n", la.loop ()->num,
		     use == memory_order_use::deferred ? "deferred deinterleave"
		     : use == memory_order_use::permuted
		     ? "in-record permuted plan"
		     : use == memory_order_use::merged
		     ? "partially grouped plan" : "memory-order plan",
		     memory_order_weight, classic_weight);
	  /* With two lanes a stride-2 deinterleave is one unpack per pair
	     of fields, and computing on every lane of memory does not pay:
	     MG rprj3 at -msse4.2 (doubles) ran 0.84x-0.94x of GCC's speed
	     in memory order and faster than GCC in field order, whatever
	     the weights said (docs/performance.md).  */
	  if (classic_weight <= memory_order_weight || vf <= 2)
	    plan = classic;
	}
    }
  if (plan.ops.empty ())
    {
      plan_failure pf = plan_classic (dag, vf, *isa, plan);
      if (pf.reason && !memory_order_failure.empty ())
	{
	  /* Both plans failed: say why for each.  */
	  std::string both = std::string (pf.reason) + " (no memory-order "
			     "plan: " + memory_order_failure + ")";
	  return missed (la, both.c_str ());
	}
      if (pf.reason)
	return missed (la, pf.reason);
    }

  plan_emitter emitter (plan, dag, ctx);
  if (!emitter.check (&reason))
    return missed (la, reason);
  if (plan.reads_gap && emitter.reversed_p ())
    return missed (la, reversed_gap);

  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: scalar DAG\n%s", la.loop ()->num,
	       dag.describe ().c_str ());
      fprintf (dump_file, "loop %d: lane plan (%s), VF %u, %s\n%s",
	       la.loop ()->num, plan.planner, vf,
	       target_isa_name (vector_bytes), plan.describe ().c_str ());
    }

  cost_estimate cost = estimate_cost (dag, plan, *isa);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "loop %d: cost: %u strided groups, permutes %u "
	       "(GCC plan: %u), shuffle-port pressure %u (GCC plan: %u)",
	       la.loop ()->num, cost.strided_groups, cost.our_shuffles,
	       cost.gcc_shuffles, cost.our_pressure, cost.gcc_pressure);
      if (cost.gcc_weight)
	fprintf (dump_file, ", weight %u (GCC's %s: %u)", cost.our_weight,
		 cost.gcc_interleaving_weight ? "interleaving plan"
		 : "SLP plan in memory order", cost.gcc_weight);
      if (cost.gcc_split_groups)
	fprintf (dump_file, ", GCC's SLP splits %u store groups and stores "
		 "them element by element", cost.gcc_split_groups);
      fprintf (dump_file, ": %s\n",
	       cost.profitable ? "profitable" : cost.reason);
    }
  if (!cost.profitable && opts.cost != cost_mode::always)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 find_loop_location (la.loop ()),
			 "hyperlane: loop left to GCC: cost model: %s "
			 "(permutes %u, GCC plan: %u): "
			 "-fplugin-arg-hyperlane-cost=always takes it\n",
			 cost.reason,
			 cost.our_shuffles, cost.gcc_shuffles);
      return false;
    }

  dump_user_location_t where = find_loop_location (la.loop ());
  vector_loop v = create_vector_loop (la.loop (), vf, la.niters (),
				      !plan.reads_gap, reductions,
				      emitter.accumulator_types
					(reductions.size ()));
  if (!legal.alias_checks.empty ())
    {
      tree niters = fold_build2 (PLUS_EXPR, sizetype,
				 fold_convert (sizetype, la.niters ()),
				 size_one_node);
      for (const legality::alias_check &c : legal.alias_checks)
	{
	  const access_group &a = *ctx.groups[c.a], &b = *ctx.groups[c.b];
	  tree cond = no_overlap_condition (a, b, niters);
	  if (c.same_ok)
	    cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
				same_start_condition (a, b));
	  v.add_guard_condition (cond);
	}
    }
  emitter.emit (v);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: %u loaded vectors pinned to registers "
	     "(at most %u vectors live)\n", la.loop ()->num,
	     emitter.pinned_loads (), emitter.peak_live ());
  /* Give the new memory accesses their virtual operands now, so the next
     loop's analysis sees a consistent function.  */
  update_ssa (TODO_update_ssa_only_virtuals);
  if (opts.verify)
    {
      verify_flow_info ();
      if (dom_info_available_p (CDI_DOMINATORS))
	verify_dominators (CDI_DOMINATORS);
      verify_loop_structure ();
      verify_gimple_in_cfg (cfun, false);
      verify_ssa (true, true);
    }

  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
		     "loop vectorized by hyperlane: VF %u (%s), %u strided "
		     "groups, %u permutes per vector iteration (GCC plan: "
		     "%u)%s\n",
		     vf, target_isa_name (vector_bytes), cost.strided_groups,
		     cost.our_shuffles, cost.gcc_shuffles,
		     legal.alias_checks.empty ()
		     ? "" : ", versioned for aliasing");
  return true;
}

} // namespace hyperlane
