/* Control-flow surgery for a vectorized loop; see vector-loop.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "vector-loop.h"
#include "../hlp/reductions.h"
#include "../support/optab-queries.h"

namespace hyperlane {

gimple_stmt_iterator
vector_loop::guard_gsi () const
{
  return gsi_last_bb (guard);
}

gimple_stmt_iterator
vector_loop::body_gsi () const
{
  return gsi_last_bb (body);
}

void
vector_loop::add_guard_condition (tree cond)
{
  gcond *test = as_a<gcond *> (last_stmt (guard));
  gimple_stmt_iterator gsi = gsi_for_stmt (test);
  tree old_cond = fold_build2 (gimple_cond_code (test), boolean_type_node,
			       gimple_cond_lhs (test), gimple_cond_rhs (test));
  tree both = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, old_cond,
			   cond);
  both = force_gimple_operand_gsi (&gsi, both, true, NULL_TREE, true,
				   GSI_SAME_STMT);
  gimple_cond_set_condition (test, NE_EXPR, both, boolean_false_node);
  update_stmt (test);
}

bool
vector_loop::split_trip_count_test ()
{
  if (TREE_CODE (nvec) != SSA_NAME
      || gimple_bb (SSA_NAME_DEF_STMT (nvec)) != guard)
    return false;
  gcond *test = as_a<gcond *> (last_stmt (guard));
  edge to_vec = find_edge (guard, body);
  edge to_epi = EDGE_SUCC (guard, EDGE_SUCC (guard, 0) == to_vec);
  /* Only the checks and set-up after the trip count move; the scalar
     loop's start values come from before the guard.  */
  for (gphi_iterator pi = gsi_start_phis (to_epi->dest); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (pi.phi (), to_epi);
      if (TREE_CODE (arg) == SSA_NAME
	  && gimple_bb (SSA_NAME_DEF_STMT (arg)) == guard)
	return false;
    }
  /* Nothing to skip when the test follows the trip count.  */
  gimple *nvec_def = SSA_NAME_DEF_STMT (nvec);
  gimple_stmt_iterator after = gsi_for_stmt (nvec_def);
  gsi_next_nondebug (&after);
  if (gsi_stmt (after) == test)
    return false;
  basic_block epi_pre = to_epi->dest;
  edge rest = split_block (guard, nvec_def);
  basic_block checks = rest->dest;
  gimple_stmt_iterator gsi = gsi_last_bb (guard);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, nvec, size_zero_node,
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  rest->flags = EDGE_TRUE_VALUE;
  rest->probability = to_vec->probability;
  edge skip = make_edge (guard, epi_pre, EDGE_FALSE_VALUE);
  skip->probability = rest->probability.invert ();
  checks->count = rest->count ();
  edge old_skip = find_edge (checks, epi_pre);
  for (gphi_iterator pi = gsi_start_phis (epi_pre); !gsi_end_p (pi);
       gsi_next (&pi))
    add_phi_arg (pi.phi (), PHI_ARG_DEF_FROM_EDGE (pi.phi (), old_skip),
		 skip, gimple_phi_arg_location_from_edge (pi.phi (),
							   old_skip));
  /* The blocks CHECKS dominated but the vector loop are reached from the
     trip count's test too.  */
  auto_vec<basic_block> fix = get_dominated_by (CDI_DOMINATORS, checks);
  for (unsigned i = 0; i < fix.length (); )
    if (fix[i] == body)
      fix.unordered_remove (i);
    else
      i++;
  for (basic_block bb : fix)
    set_immediate_dominator (CDI_DOMINATORS, bb, guard);
  guard = checks;
  return true;
}

namespace {

/* The value the induction variable NAME of LOOP has in iteration NITERS
   (sizetype), gimplified at the end of BB.  */
tree
iv_value_at (class loop *loop, tree name, tree niters, basic_block bb)
{
  affine_iv iv;
  bool ok = simple_iv (loop, loop, name, &iv, false);
  gcc_assert (ok);
  tree type = TREE_TYPE (name);
  tree value;
  if (POINTER_TYPE_P (type))
    value = fold_build_pointer_plus (iv.base,
				     fold_build2 (MULT_EXPR, sizetype,
						  fold_convert (sizetype,
								iv.step),
						  niters));
  else
    {
      /* Compute in the unsigned type so that wrapping is defined; the
	 scalar loop wraps the same way.  */
      tree utype = unsigned_type_for (type);
      value = fold_build2 (PLUS_EXPR, utype, fold_convert (utype, iv.base),
			   fold_build2 (MULT_EXPR, utype,
					fold_convert (utype, iv.step),
					fold_convert (utype, niters)));
      value = fold_convert (type, value);
    }
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  return force_gimple_operand_gsi (&gsi, value, true, NULL_TREE, false,
				   GSI_CONTINUE_LINKING);
}

/* The reduction whose value after an iteration is NAME, or -1.  */
int
reduction_index (const std::vector<reduction_info> &reductions, tree name)
{
  for (size_t r = 0; r < reductions.size (); r++)
    if (reductions[r].next == name)
      return r;
  return -1;
}

/* The accumulator's starting value: the operation's neutral element in
   every lane, or the initial value itself for MIN and MAX.  */
tree
accumulator_start (const reduction_info &r, tree vt, basic_block guard)
{
  switch (r.code)
    {
    case MIN_EXPR:
    case MAX_EXPR:
      {
	/* The conversion as a statement of its own: a CONSTRUCTOR's
	   elements must be GIMPLE values.  */
	gimple_seq seq = NULL;
	tree v = gimple_build_vector_from_val
	  (&seq, vt, gimple_convert (&seq, TREE_TYPE (vt), r.init));
	gimple_stmt_iterator gsi = gsi_last_bb (guard);
	gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
	return v;
      }
    case BIT_AND_EXPR:
      return build_minus_one_cst (vt);
    default:
      return build_zero_cst (vt);
    }
}

/* Reduce vector V of type VT with CODE (PLUS for MINUS) to a scalar of
   TYPE at XG: the target's own reduction when it has one, else halving
   the vector while the target can combine the halves, then lane by lane
   (sums of integers in the unsigned type, so that reordering cannot
   invent an overflow).  */
tree
reduce_lanes (gimple_stmt_iterator *xg, tree_code code, tree v, tree vt,
	      tree type)
{
  if (code == MINUS_EXPR)
    code = PLUS_EXPR;
  internal_fn fn = reduction_fn (code);
  if (direct_internal_fn_supported_p (fn, vt, OPTIMIZE_FOR_SPEED))
    {
      tree lanes = make_ssa_name (TREE_TYPE (vt));
      gcall *call = gimple_build_call_internal (fn, 1, v);
      gimple_call_set_lhs (call, lanes);
      gsi_insert_after (xg, call, GSI_CONTINUE_LINKING);
      return fold_convert (type, lanes);
    }
  tree elem = TREE_TYPE (vt);
  unsigned lanes = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
  while (lanes > 2)
    {
      tree half = build_vector_type (elem, lanes / 2);
      if (!VECTOR_MODE_P (TYPE_MODE (half))
	  || !target_supports_code_p (code, half))
	break;
      tree bits = TYPE_SIZE (half);
      tree lo = make_ssa_name (half), hi = make_ssa_name (half);
      gsi_insert_after (xg, gimple_build_assign
			  (lo, build3 (BIT_FIELD_REF, half, v, bits,
				       bitsize_zero_node)),
			GSI_CONTINUE_LINKING);
      gsi_insert_after (xg, gimple_build_assign
			  (hi, build3 (BIT_FIELD_REF, half, v, bits, bits)),
			GSI_CONTINUE_LINKING);
      v = make_ssa_name (half);
      gsi_insert_after (xg, gimple_build_assign (v, code, lo, hi),
			GSI_CONTINUE_LINKING);
      vt = half;
      lanes /= 2;
    }
  /* Only sums can overflow; MIN and MAX must keep the signedness.  */
  tree work = (INTEGRAL_TYPE_P (elem) && code == PLUS_EXPR
	       ? unsigned_type_for (elem) : elem);
  tree total = NULL_TREE;
  for (unsigned i = 0; i < lanes; i++)
    {
      tree lane = fold_convert (work, build3 (BIT_FIELD_REF, elem, v,
					      TYPE_SIZE (elem),
					      bitsize_int (i * tree_to_uhwi
							   (TYPE_SIZE
							    (elem)))));
      total = total ? fold_build2 (code, work, total, lane) : lane;
    }
  return fold_convert (type, total);
}

/* Whether every value live after LOOP (an argument of a PHI in the exit
   block) is known where the vector loop ends: an invariant or an
   induction variable.  */
bool
live_outs_known_p (class loop *loop, edge exit,
		   const std::vector<reduction_info> &reductions)
{
  for (gphi_iterator gsi = gsi_start_phis (exit->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), exit);
      if (virtual_operand_p (gimple_phi_result (gsi.phi ()))
	  || TREE_CODE (arg) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (arg)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (SSA_NAME_DEF_STMT (arg))))
	continue;
      if (reduction_index (reductions, arg) >= 0)
	continue;
      affine_iv iv;
      if (!simple_iv (loop, loop, arg, &iv, false))
	return false;
    }
  return true;
}

/* When the vector loop may skip the scalar loop, a debug bind after the
   loop that names a value computed inside it (debug uses need no LCSSA
   PHI) would no longer be dominated by its definition: forget the value
   there, as the debugger then shows it as optimized out.  */
void
reset_debug_uses_after (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  auto reset_uses = [loop] (tree def) {
    if (!def || TREE_CODE (def) != SSA_NAME)
      return;
    imm_use_iterator it;
    gimple *use;
    FOR_EACH_IMM_USE_STMT (use, it, def)
      if (is_gimple_debug (use) && gimple_debug_bind_p (use)
	  && !flow_bb_inside_loop_p (loop, gimple_bb (use)))
	{
	  gimple_debug_bind_reset_value (use);
	  update_stmt (use);
	}
  };
  for (unsigned b = 0; b < loop->num_nodes; b++)
    {
      for (gphi_iterator pi = gsi_start_phis (body[b]); !gsi_end_p (pi);
	   gsi_next (&pi))
	reset_uses (gimple_phi_result (pi.phi ()));
      for (gimple_stmt_iterator si = gsi_start_bb (body[b]); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  ssa_op_iter oi;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (si), oi, SSA_OP_DEF)
	    reset_uses (def);
	}
    }
  free (body);
}

/* The values live after LOOP at EXIT, for the edge that skips the
   epilogue, each at the last iteration N_M1, computed in GUARD, in the
   order of the exit block's PHIs: into FINALS, with FINAL_REDUCTION
   saying which are the totals of REDUCTIONS (known later; their FINALS
   entry is null).  */
void
live_out_values (class loop *loop, edge exit,
		 const std::vector<reduction_info> &reductions, tree n_m1,
		 basic_block guard, auto_vec<tree> &finals,
		 auto_vec<int> &final_reduction)
{
  for (gphi_iterator pi = gsi_start_phis (exit->dest); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (pi.phi (), exit);
      tree value = arg;
      final_reduction.safe_push (reduction_index (reductions, arg));
      if (final_reduction.last () >= 0)
	value = NULL_TREE;	/* The total, known below.  */
      else if (virtual_operand_p (gimple_phi_result (pi.phi ())))
	value = gimple_vop (cfun);	/* The SSA updater renames it.  */
      else if (TREE_CODE (arg) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (arg)
	       && flow_bb_inside_loop_p (loop,
					 gimple_bb (SSA_NAME_DEF_STMT (arg))))
	value = iv_value_at (loop, arg, n_m1, guard);
      finals.safe_push (value);
    }
}

/* For each of REDUCTIONS an accumulator PHI of type ACC_TYPES[i] in V's
   body, entered by TO_VEC and BACK, and its total reduced to a scalar in
   VEXIT, pushed on TOTALS.  */
void
add_accumulators (vector_loop &v,
		  const std::vector<reduction_info> &reductions,
		  const std::vector<tree> &acc_types, edge to_vec, edge back,
		  basic_block vexit, auto_vec<tree> &totals)
{
  for (size_t i = 0; i < reductions.size (); i++)
    {
      const reduction_info &r = reductions[i];
      tree type = TREE_TYPE (r.result);
      /* An in-order reduction accumulates the scalar itself.  */
      tree vt = r.in_order ? type : acc_types[i];
      vector_accumulator a = { make_ssa_name (vt), make_ssa_name (vt),
			       r.in_order };
      gphi *phi = create_phi_node (a.acc, v.body);
      add_phi_arg (phi, r.in_order ? r.init
			: accumulator_start (r, vt, v.guard), to_vec,
		   UNKNOWN_LOCATION);
      add_phi_arg (phi, a.next, back, UNKNOWN_LOCATION);
      v.accumulators.push_back (a);
      if (r.in_order)
	{
	  totals.safe_push (a.next);
	  continue;
	}

      gimple_stmt_iterator xg = gsi_last_bb (vexit);
      tree lanes = reduce_lanes (&xg, r.code, a.next, vt, type);
      tree_code combine = r.code == MINUS_EXPR ? PLUS_EXPR : r.code;
      tree total;
      if (INTEGRAL_TYPE_P (type) && combine == PLUS_EXPR)
	{
	  /* In the unsigned type too: only the final value must fit.  */
	  tree ut = unsigned_type_for (type);
	  total = fold_convert (type, fold_build2 (combine, ut,
						   fold_convert (ut, r.init),
						   fold_convert (ut, lanes)));
	}
      else
	total = fold_build2 (combine, type, r.init, lanes);
      totals.safe_push (force_gimple_operand_gsi (&xg, total, true,
						  NULL_TREE, false,
						  GSI_CONTINUE_LINKING));
    }
}

/* Restart the epilogue, entered from GUARD or, through FROM_VEC, after
   the vector loop, at EPI_PRE: the induction variables of RESTARTS from
   their values after the vector loop, REDUCTIONS from their TOTALS.  */
void
restart_epilogue (basic_block guard, basic_block epi_pre, edge from_vec,
		  const auto_vec<std::pair<gphi *, tree>> &restarts,
		  const std::vector<reduction_info> &reductions,
		  const auto_vec<tree> &totals)
{
  /* Restart the epilogue: each induction variable starts from a PHI that
     picks the original start or the value after the vector loop.  */
  edge epi_entry = single_succ_edge (epi_pre);
  edge from_guard = find_edge (guard, epi_pre);
  for (const auto &r : restarts)
    {
      gphi *phi = r.first;
      tree start = PHI_ARG_DEF_FROM_EDGE (phi, epi_entry);
      location_t loc = gimple_phi_arg_location_from_edge (phi, epi_entry);
      tree merged = make_ssa_name (TREE_TYPE (gimple_phi_result (phi)));
      gphi *m = create_phi_node (merged, epi_pre);
      add_phi_arg (m, start, from_guard, loc);
      add_phi_arg (m, r.second, from_vec, loc);
      SET_PHI_ARG_DEF (phi, epi_entry->dest_idx, merged);
    }
  /* Each reduction restarts from the vector loop's total.  */
  for (size_t i = 0; i < reductions.size (); i++)
    {
      gphi *phi = reductions[i].phi;
      tree merged = make_ssa_name (TREE_TYPE (reductions[i].result));
      gphi *m = create_phi_node (merged, epi_pre);
      add_phi_arg (m, reductions[i].init, from_guard, UNKNOWN_LOCATION);
      add_phi_arg (m, totals[i], from_vec, UNKNOWN_LOCATION);
      SET_PHI_ARG_DEF (phi, epi_entry->dest_idx, merged);
    }
}

/* The test at the end of the vector loop, in VEXIT, that skips the
   epilogue at EPI_PRE when the vector loop did every iteration
   (VEC_NITERS == N): the exit block of EXIT receives FINALS, or the
   TOTALS of the reductions FINAL_REDUCTION names, from the new edge.
   Returns the edge to the epilogue.  */
edge
branch_past_epilogue (basic_block vexit, basic_block epi_pre, edge exit,
		      tree vec_niters, tree n, const auto_vec<tree> &finals,
		      const auto_vec<int> &final_reduction,
		      const auto_vec<tree> &totals)
{
  /* exit: if (nvec * VF != niters) goto epilogue; else skip it.  */
  gimple_stmt_iterator xg = gsi_last_bb (vexit);
  gsi_insert_after (&xg, gimple_build_cond (NE_EXPR, vec_niters, n,
					    NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  edge from_vec = make_edge (vexit, epi_pre, EDGE_TRUE_VALUE);
  edge done = make_edge (vexit, exit->dest, EDGE_FALSE_VALUE);
  from_vec->probability = profile_probability::likely ();
  done->probability = from_vec->probability.invert ();
  unsigned i = 0;
  for (gphi_iterator pi = gsi_start_phis (exit->dest); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree value = (final_reduction[i] >= 0
		    ? totals[final_reduction[i]] : finals[i]);
      add_phi_arg (pi.phi (), value, done, UNKNOWN_LOCATION);
      i++;
    }
  return from_vec;
}

/* For each induction variable of LOOP's header (the PHIs but the virtual
   one and REDUCTIONS), its value after VEC_NITERS iterations, computed
   in GUARD: pushed on RESTARTS with its PHI.  */
void
induction_restarts (class loop *loop,
		    const std::vector<reduction_info> &reductions,
		    tree vec_niters, basic_block guard,
		    auto_vec<std::pair<gphi *, tree>> &restarts)
{
  for (gphi_iterator pi = gsi_start_phis (loop->header); !gsi_end_p (pi);
       gsi_next (&pi))
    if (!virtual_operand_p (gimple_phi_result (pi.phi ()))
	&& reduction_index (reductions,
			    PHI_ARG_DEF_FROM_EDGE (pi.phi (),
						   loop_latch_edge (loop)))
	   < 0)
      restarts.safe_push ({ pi.phi (),
			    iv_value_at (loop, gimple_phi_result (pi.phi ()),
					 vec_niters, guard) });
}

/* The vector loop's trip count, computed at *GSI in the guard, for a
   loop of NITERS_M1 + 1 iterations and VF iterations per vector
   iteration; *N_M1 receives NITERS_M1 as a sizetype value and *N the
   iterations the vector loop covers.  */
tree
vector_trip_count (gimple_stmt_iterator *gsi, tree niters_m1, bool skip,
		   unsigned vf, tree *n_m1, tree *n)
{
  *n_m1 = force_gimple_operand_gsi (gsi, fold_convert (sizetype, niters_m1),
				     true, NULL_TREE, false,
				     GSI_CONTINUE_LINKING);
  /* The vector loop covers NITERS - 1 iterations when the epilogue must
     run, NITERS when it may be skipped.  (NITERS wraps to 0 only for a
     loop of 2^64 iterations; the scalar loop then does all the work.)  */
  *n = skip ? force_gimple_operand_gsi (gsi,
					fold_build2 (PLUS_EXPR, sizetype,
						     *n_m1, size_one_node),
					true, NULL_TREE, false,
					GSI_CONTINUE_LINKING)
	    : *n_m1;
  return force_gimple_operand_gsi (gsi,
				   fold_build2 (TRUNC_DIV_EXPR, sizetype, *n,
						size_int (vf)),
				   true, NULL_TREE, false,
				   GSI_CONTINUE_LINKING);
}

/* The rough profile of V's new blocks (LATCH, VEXIT: VEXIT_COUNT) and
   their immediate dominators, and those of EPI_PRE and, when SKIP lets
   the vector loop branch past the epilogue, of EXIT's destination.  */
void
set_profile_and_dominators (vector_loop &v, basic_block latch,
			    basic_block vexit, basic_block epi_pre, edge exit,
			    bool skip, profile_count vexit_count)
{
  /* A rough profile: the vector loop runs 1/VF as often as the scalar
     loop did.  */
  profile_count header_count = v.scalar->header->count;
  v.body->count = header_count.apply_scale (1, v.vf);
  latch->count = v.body->count;
  vexit->count = vexit_count;

  set_immediate_dominator (CDI_DOMINATORS, v.body, v.guard);
  set_immediate_dominator (CDI_DOMINATORS, latch, v.body);
  set_immediate_dominator (CDI_DOMINATORS, vexit, v.body);
  set_immediate_dominator (CDI_DOMINATORS, epi_pre, v.guard);
  if (skip)
    {
      set_immediate_dominator (CDI_DOMINATORS, exit->dest,
			       recompute_dominator (CDI_DOMINATORS,
						    exit->dest));
      reset_debug_uses_after (v.scalar);
    }
}

} // anon namespace

const char *
epilogue_need (class loop *loop, unsigned vf, tree niters_m1, bool allow_skip,
	       const std::vector<reduction_info> &reductions)
{
  if (!allow_skip)
    return "the plan reads past the last record accessed, which only the "
	   "scalar loop may do";
  if (!live_outs_known_p (loop, single_exit (loop), reductions))
    return "a value live after the loop is computed by its last scalar "
	   "iteration";
  /* One iteration a vector iteration (record lanes): the vector loop runs
     them all.  */
  if (vf == 1)
    return nullptr;
  if (TREE_CODE (niters_m1) != INTEGER_CST)
    return "the iteration count is known only at run time";
  /* The guard counts NITERS_M1 + 1 in sizetype, where 2^64 iterations
     wrap to none and leave all of them to the scalar loop.  */
  widest_int niters = wi::to_widest (niters_m1) + 1;
  if (!wi::gts_p (niters, 0)
      || wi::min_precision (niters, UNSIGNED) > TYPE_PRECISION (sizetype))
    return "the iteration count does not fit the vector loop's counter";
  if (wi::umod_trunc (niters, vf) != 0)
    return "the iteration count is not a multiple of the vectorization "
	   "factor";
  return nullptr;
}

HOST_WIDE_INT
max_vector_iterations (class loop *loop, unsigned vf, bool allow_skip,
		       const std::vector<reduction_info> &reductions)
{
  widest_int latch_bound;
  if (!max_loop_iterations (loop, &latch_bound))
    return -1;
  /* As vector_trip_count: NITERS iterations where the epilogue may be
     skipped, NITERS - 1 where it must run.  */
  bool skip = allow_skip && live_outs_known_p (loop, single_exit (loop),
					      reductions);
  widest_int covered = skip ? latch_bound + 1 : latch_bound;
  widest_int runs = wi::udiv_trunc (covered, vf);
  return wi::fits_shwi_p (runs) ? runs.to_shwi () : -1;
}

vector_loop
create_vector_loop (class loop *loop, unsigned vf, tree niters_m1,
		    bool allow_skip,
		    const std::vector<reduction_info> &reductions,
		    const std::vector<tree> &acc_types, bool gcc_epilogue)
{
  /* add_loop finds the new loop's blocks through dominance.  */
  calculate_dominance_info (CDI_DOMINATORS);
  vector_loop v;
  v.scalar = loop;
  v.vf = vf;
  edge pre = loop_preheader_edge (loop);
  profile_count entry_count = pre->count ();
  edge exit = single_exit (loop);
  bool skip = allow_skip && live_outs_known_p (loop, exit, reductions);

  /* preheader -> guard -> epilogue-preheader -> header.  */
  v.guard = split_edge (pre);
  basic_block epi_pre = split_edge (single_succ_edge (v.guard));

  /* The trip count of the vector loop.  */
  gimple_stmt_iterator gsi = gsi_last_bb (v.guard);
  tree n_m1, n;
  v.nvec = vector_trip_count (&gsi, niters_m1, skip, vf, &n_m1, &n);

  /* Starting values of the epilogue's induction variables after the
     vector loop, computed in the guard (which dominates both paths).  */
  tree vec_niters = force_gimple_operand_gsi
    (&gsi, fold_build2 (MULT_EXPR, sizetype, v.nvec, size_int (vf)), true,
     NULL_TREE, false, GSI_CONTINUE_LINKING);
  auto_vec<std::pair<gphi *, tree>> restarts;
  induction_restarts (loop, reductions, vec_niters, v.guard, restarts);

  /* In the order of the exit block's PHIs: adding an edge may reallocate
     them, so they are found again afterwards.  */
  auto_vec<tree> finals;
  auto_vec<int> final_reduction;
  if (skip)
    live_out_values (loop, exit, reductions, n_m1, v.guard, finals,
		     final_reduction);

  gsi = gsi_last_bb (v.guard);
  gcond *test = gimple_build_cond (NE_EXPR, v.nvec, size_zero_node,
				   NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);

  /* The vector loop: body (header) and latch, then an exit block.  */
  v.body = create_empty_bb (v.guard);
  basic_block latch = create_empty_bb (v.body);
  basic_block vexit = create_empty_bb (latch);
  /* add_loop moves blocks from the enclosing loop into the new one.  */
  class loop *outer = loop_outer (loop);
  add_bb_to_loop (v.body, outer);
  add_bb_to_loop (latch, outer);
  add_bb_to_loop (vexit, outer);

  edge to_epi = single_succ_edge (v.guard);
  to_epi->flags = EDGE_FALSE_VALUE;
  edge to_vec = make_edge (v.guard, v.body, EDGE_TRUE_VALUE);
  to_vec->probability = profile_probability::likely ();
  to_epi->probability = to_vec->probability.invert ();
  edge stay = make_edge (v.body, latch, EDGE_TRUE_VALUE);
  edge leave = make_edge (v.body, vexit, EDGE_FALSE_VALUE);
  stay->probability = profile_probability::very_likely ();
  leave->probability = stay->probability.invert ();
  edge back = make_single_succ_edge (latch, v.body, EDGE_FALLTHRU);

  /* Reductions: an accumulator PHI in the body, reduced to a scalar total
     in the exit block.  */
  auto_vec<tree> totals;
  add_accumulators (v, reductions, acc_types, to_vec, back, vexit, totals);

  edge from_vec = (skip ? branch_past_epilogue (vexit, epi_pre, exit,
						  vec_niters, n, finals,
						  final_reduction, totals)
		    : make_single_succ_edge (vexit, epi_pre, EDGE_FALLTHRU));

  set_profile_and_dominators (v, latch, vexit, epi_pre, exit, skip,
			      entry_count.apply_probability
				(to_vec->probability));

  /* The vector induction variable and exit test.  */
  tree iv_next;
  gsi = gsi_last_bb (v.body);
  v.vec = alloc_loop ();
  v.vec->header = v.body;
  v.vec->latch = latch;
  add_loop (v.vec, outer);
  create_iv (size_zero_node, size_one_node, NULL_TREE, v.vec, &gsi, true,
	     &v.iv, &iv_next);
  gcond *again = gimple_build_cond (LT_EXPR, iv_next, v.nvec, NULL_TREE,
				    NULL_TREE);
  gsi = gsi_last_bb (v.body);
  gsi_insert_after (&gsi, again, GSI_NEW_STMT);

  /* GCC's vectorizer must not take the vector loop again.  */
  v.vec->dont_vectorize = true;
  v.vec->safelen = loop->safelen;
  v.vec->nb_iterations = NULL_TREE;

  restart_epilogue (v.guard, epi_pre, from_vec, restarts, reductions,
		    totals);

  /* The epilogue runs between 1 and VF iterations after the vector loop
     but all of them when the guard fails: its bounds are unknown now.  */
  free_numbers_of_iterations_estimates (loop);
  loop->nb_iterations = NULL_TREE;
  loop->dont_vectorize = !gcc_epilogue;

  /* The new stores and loads get their virtual operands from the SSA
     updater.  */
  mark_virtual_operands_for_renaming (cfun);
  scev_reset ();
  return v;
}

} // namespace hyperlane
