/* The last stage of the HLP pipeline: the vector loop around the scalar
   one (codegen/vector-loop.h), the runtime alias checks legality asked
   for, and the chosen plan's statements (codegen/plan-emitter.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../codegen/alias-checks.h"
#include "../codegen/plan-emitter.h"
#include "../codegen/vector-loop.h"
#include "../plan/gcc-vectorizer-model.h"
#include "../plan/mirrored-groups.h"
#include "../support/verify-il.h"
#include "../target/gcc-target.h"
#include "../hlp/loop-analysis.h"
#include "loop-plan-info.h"
#include "stages.h"

namespace hyperlane {

namespace {

/* Guard V with the alias checks of INFO's legality: the vector loop runs
   only where the groups concerned do not overlap.  */
void
add_alias_guards (const loop_plan_info &info, vector_loop &v)
{
  tree niters = fold_build2 (PLUS_EXPR, sizetype,
			     fold_convert (sizetype, info.analysis.niters ()),
			     size_one_node);
  for (const legality::alias_check &c : info.legal.alias_checks)
    {
      const access_group &a = *info.ctx.groups[c.a];
      const access_group &b = *info.ctx.groups[c.b];
      tree cond = no_overlap_condition (a, b, niters);
      if (c.same_ok)
	cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			    same_start_condition (a, b));
      v.add_guard_condition (cond);
    }
}

} // anon namespace

void
transform_loop (loop_plan_info &info)
{
  const lane_plan &plan = *info.plan;
  plan_emitter emitter (plan, info.dag, info.ctx);
  dump_user_location_t where = find_loop_location (info.loop ());
  /* A loop inside an irreducible region (a jump into the enclosing
     loop's body): the blocks and edges the transform makes belong to the
     region too.  */
  const bool in_irreducible_region
    = ((loop_preheader_edge (info.loop ())->src->flags
	| info.loop ()->header->flags) & BB_IRREDUCIBLE_LOOP) != 0;
  /* The scalar loop GCC may vectorize: where VF iterations leave up to
     15 or more to it (fewer than 8 run faster scalar than through GCC's
     vector epilogue and its checks), and where GCC's vector code cannot
     round otherwise than the scalar loop under -ffp-contract=off.  */
  const bool gcc_epilogue
    = (!info.opts.scalar_epilogue && info.vf >= 16
       && !(flag_fp_contract_mode == FP_CONTRACT_OFF
	    && gcc_may_fuse_add_sub (info.dag)));
  vector_loop v = create_vector_loop (info.loop (), info.vf,
				      info.analysis.niters (),
				      !plan.reads_gap, info.reductions,
				      emitter.accumulator_types
					(info.reductions.size ()),
				      gcc_epilogue);
  if (!info.legal.alias_checks.empty ())
    add_alias_guards (info, v);
  emitter.emit (v);
  if (v.split_trip_count_test () && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: the trip count tested before the runtime "
	     "checks and set-up\n", info.loop ()->num);
  if (gcc_epilogue && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: the scalar loop left to GCC's "
	     "vectorizer (VF %u)\n", info.loop ()->num, info.vf);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, "loop %d: %u loaded vectors pinned to registers "
	     "(at most %u vectors live)\n", info.loop ()->num,
	     emitter.pinned_loads (), emitter.peak_live ());
  /* Give the new memory accesses their virtual operands now, so the next
     loop's analysis sees a consistent function.  */
  update_ssa (TODO_update_ssa_only_virtuals);
  if (in_irreducible_region
      && loops_state_satisfies_p (LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS))
    mark_irreducible_loops ();
  if (info.opts.verify)
    verify_function ();

  bool in_order = false;
  for (size_t r = 0; r < info.reductions.size (); r++)
    if (info.reductions[r].in_order)
      {
	in_order = true;
	if (dump_file && (dump_flags & TDF_DETAILS))
	  fprintf (dump_file, "loop %d: reduction #%zu accumulated in order, "
		   "lane by lane (no -fassociative-math)\n",
		   info.loop ()->num, r);
      }
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where,
		     "loop vectorized by hyperlane: VF %u (%s), %u strided "
		     "groups, %u permutes per vector iteration (GCC plan: "
		     "%s)%s%s%s\n",
		     info.vf, target_isa_name (info.vector_bytes),
		     info.cost.strided_groups, info.cost.our_shuffles,
		     gcc_count_text (info.cost.gcc_shuffles).c_str (),
		     info.legal.alias_checks.empty ()
		     ? "" : ", versioned for aliasing",
		     in_order ? ", a floating-point sum accumulated in order"
		     : "",
		     has_mirrored_groups (info.dag)
		     ? ", groups stepping against the loop mirrored"
		     : "");
}

} // namespace hyperlane
