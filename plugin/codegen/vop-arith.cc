/* The arithmetic of a lane plan: induction lanes, the scalar DAG's
   operations, widening and narrowing, and reduction accumulation; see
   vop-kinds.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "vop-kinds.h"
#include "plan-emitter.h"

namespace hyperlane {

/* The lanes of an induction variable, which take a vector addition.  */
bool
vop_kinds::induction (vop_work &w)
{
  if (!w.has_type (false))
    return false;
  if (!target_supports_code_p (PLUS_EXPR,
			       plan_support::unsigned_vectype (w.vt)))
    return w.fail ("the target cannot add vectors of an induction variable");
  if (!w.gsi)
    return true;
  w.value = induction_lanes (w);
  return true;
}

/* The lanes of induction variable OP.ARGS[0] in scalar iterations
   OP.OFFSET.. of this vector iteration: {s, s + step, s + 2 step, ...}
   with s = base + (iv * VF + OFFSET) * step, in the unsigned type (the
   scalar loop cannot overflow a signed one; it wraps an unsigned one the
   same way).  */
tree
vop_kinds::induction_lanes (vop_work &w)
{
  const vop &op = w.op;
  const plan_emitter &e = *w.emitter;
  const vector_loop &v = *w.loop;
  tree vt = w.vt;
  const body_context::induction &iv
    = e.m_ctx.inductions[e.m_dag.nodes[op.args[0]].external];
  tree uvt = plan_support::unsigned_vectype (vt);
  tree utype = TREE_TYPE (uvt);
  tree ustep = fold_convert (utype, iv.step);
  /* Lane 0's scalar iteration, and the lanes' direction: a reversed loop
     (body_context::reversed_p) gives lane l iteration VF - 1 - l.  */
  const bool reversed = e.m_ctx.reversed_p ();
  tree first = fold_build2 (PLUS_EXPR, sizetype,
			    fold_build2 (MULT_EXPR, sizetype, v.iv,
					 size_int (v.vf)),
			    size_int (reversed ? v.vf - 1 - op.offset
					       : op.offset));
  tree start = fold_build2 (PLUS_EXPR, utype, fold_convert (utype, iv.base),
			    fold_build2 (MULT_EXPR, utype, ustep,
					 fold_convert (utype, first)));
  gimple_stmt_iterator gsi = v.body_gsi ();
  start = force_gimple_operand_gsi (&gsi, start, true, NULL_TREE, true,
				    GSI_SAME_STMT);
  tree lane_step = reversed ? fold_build1 (NEGATE_EXPR, utype, ustep) : ustep;
  tree_vector_builder steps (uvt, op.lanes, 1);
  for (unsigned l = 0; l < op.lanes; l++)
    steps.quick_push (fold_build2 (MULT_EXPR, utype, lane_step,
				   build_int_cst (utype, l)));
  gimple_seq seq = NULL;
  tree lanes = gimple_build (&seq, PLUS_EXPR, uvt,
			     gimple_build_vector_from_val (&seq, uvt, start),
			     steps.build ());
  if (!useless_type_conversion_p (vt, uvt))
    lanes = gimple_build (&seq, VIEW_CONVERT_EXPR, vt, lanes);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  return lanes;
}

/* An operation of the scalar DAG, lane-wise.  */
bool
vop_kinds::compute (vop_work &w)
{
  if (!w.has_type (false) || !check_compute (w))
    return false;
  if (!w.gsi)
    return true;
  tree lhs = make_ssa_name (w.vt);
  return w.finish (emit_compute (w, lhs), lhs);
}

/* A widening (unpack) or narrowing (pack) conversion; of a uniform
   vector, the broadcast of the converted scalar.  */
bool
vop_kinds::convert (vop_work &w)
{
  const vop &op = w.op;
  if (!w.has_type (false))
    return false;
  const vop &from = w.arg_op (0);
  tree from_vt = w.support.vectype (from.type, from.lanes);
  bool ok = from_vt != NULL_TREE;
  if (op.kind == vop_kind::unpack)
    ok = (ok && target_supports_code_p (VEC_UNPACK_LO_EXPR, from_vt)
	  && target_supports_code_p (VEC_UNPACK_HI_EXPR, from_vt));
  else
    ok = ok && target_supports_code_p (VEC_PACK_TRUNC_EXPR, from_vt);
  if (!ok)
    return w.fail (op.kind == vop_kind::unpack
		   ? "the target cannot widen a vector of the plan"
		   : "the target cannot narrow a vector of the plan");
  if (!w.gsi)
    return true;
  plan_emitter &e = *w.emitter;
  const std::vector<tree> &uniform = e.m_uniform;
  if (uniform[op.args[0]]
      && (op.kind == vop_kind::unpack
	  || (uniform[op.args[1]]
	      && operand_equal_p (uniform[op.args[0]],
				  uniform[op.args[1]], 0))))
    {
      /* The conversion of a uniform vector: the scalar's, broadcast
	 (gimple_convert extends as the source type says, or truncates,
	 as the vector operation would).  */
      w.value = e.broadcast (w.index, uniform[op.args[0]], w.vt, *w.loop);
      return true;
    }
  tree lhs = make_ssa_name (w.vt);
  if (op.kind == vop_kind::pack)
    return w.finish (gimple_build_assign (lhs, VEC_PACK_TRUNC_EXPR,
					  w.arg (0), w.arg (1)),
		     lhs);
  /* As GCC's vectorizer (supportable_widening_operation): on a
     big-endian target the _HI code gives the first lanes.  */
  bool low = (op.offset == 0) != BYTES_BIG_ENDIAN;
  return w.finish (gimple_build_assign (lhs, low ? VEC_UNPACK_LO_EXPR
					       : VEC_UNPACK_HI_EXPR,
					w.arg (0)),
		   lhs);
}

/* The lanes of W.OP's arguments (each part's operands in the order the
   scalar loop adds them, part by part) added to the scalar accumulator
   of A one by one, iteration by iteration: an in-order reduction.  */
bool
vop_kinds::reduce_in_order (vop_work &w, const vector_accumulator &a)
{
  const plan_emitter &e = *w.emitter;
  const unsigned vf = w.loop->vf, lanes = w.op.lanes;
  const unsigned operands = w.op.args.size () / (vf / lanes);
  tree elem = TREE_TYPE (w.vt);
  tree bits = TYPE_SIZE (elem);
  tree sum = a.acc;
  for (unsigned t = 0; t < vf; t++)
    {
      /* Iteration T's lane: a reversed loop holds it at VF - 1 - T.  */
      const unsigned g = e.m_ctx.reversed_p () ? vf - 1 - t : t;
      for (unsigned k = 0; k < operands; k++)
	{
	  tree lane = make_ssa_name (elem);
	  tree ref = build3 (BIT_FIELD_REF, elem,
			     w.arg ((g / lanes) * operands + k), bits,
			     bitsize_int ((g % lanes) * tree_to_uhwi (bits)));
	  gsi_insert_before (w.gsi, gimple_build_assign (lane, ref),
			     GSI_SAME_STMT);
	  const bool last = t + 1 == vf && k + 1 == operands;
	  tree next = last ? a.next : make_ssa_name (elem);
	  gimple *add = gimple_build_assign (next, (tree_code) w.op.code,
					     sum, lane);
	  if (last)
	    return w.finish (add, NULL_TREE);
	  gsi_insert_before (w.gsi, add, GSI_SAME_STMT);
	  sum = next;
	}
    }
  return false;
}

/* The accumulation of a reduction into its carried vector; the final
   reduction always has a lane-by-lane fallback, so only this is
   checked.  */
bool
vop_kinds::reduce (vop_work &w)
{
  if (!w.has_type (false))
    return false;
  if (!target_supports_code_p ((tree_code) w.op.code, w.vt))
    return w.fail ("the target cannot accumulate a vector for a reduction");
  if (!w.gsi)
    return true;
  /* next = acc OP x: the accumulator's latch value.  */
  const vector_accumulator &a = w.loop->accumulators[w.op.index];
  if (a.in_order)
    return reduce_in_order (w, a);
  return w.finish (gimple_build_assign (a.next, (tree_code) w.op.code, a.acc,
					w.arg (0)),
		   NULL_TREE);
}

/* Whether the target can do compute operation W.OP on vectors of type
   W.VT; otherwise *W.REASON says why.  */
bool
vop_kinds::check_compute (vop_work &w)
{
  const vop &op = w.op;
  tree vt = w.vt;
  plan_support &s = w.support;
  if (op.code >= internal_fn_code_base)
    {
      internal_fn fn = (internal_fn) (op.code - internal_fn_code_base);
      if (!direct_internal_fn_supported_p (fn, vt, OPTIMIZE_FOR_SPEED))
	return w.fail ("the target has no vector form of a call in the "
		       "loop");
      return true;
    }
  tree_code code = (tree_code) op.code;
  if (s.reinterpret_p (op))
    return true;
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      /* mask = VEC_COND_EXPR <a CMP b, -1, 0>.  */
      tree ovt = s.vectype (w.arg_op (0).type, op.lanes);
      if (!ovt
	  || !expand_vec_cmp_expr_p (ovt, truth_type_for (ovt), code)
	  || !expand_vec_cond_expr_p (vt, truth_type_for (ovt), code))
	return w.fail ("the target cannot compare vectors of the plan");
      return true;
    }
  if (code == COND_EXPR)
    {
      /* A select by a mask of the value's size, bitwise.  */
      tree ivt = s.vectype (w.arg_op (0).type, op.lanes);
      if (!ivt || !target_supports_code_p (BIT_AND_EXPR, ivt)
	  || !target_supports_code_p (BIT_IOR_EXPR, ivt)
	  || !target_supports_code_p (BIT_NOT_EXPR, ivt))
	return w.fail ("the target cannot select between vectors of the "
		       "plan");
      return true;
    }
  if (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
      || code == FIX_TRUNC_EXPR)
    {
      tree from = s.vectype (w.arg_op (0).type, op.lanes);
      tree_code code1;
      if (!from || !supportable_convert_operation (code, vt, from, &code1))
	return w.fail ("the target has no vector form of a conversion");
      return true;
    }
  if (code == PAREN_EXPR)
    return true;
  if ((code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR)
      && !target_supports_code_p (code, vt))
    {
      /* By a constant (hlp/body-builder.cc), lowered by GCC's vector
	 lowering to a high-part multiply and shifts, or to shifts and
	 masks for a power of two; without those it would be done lane by
	 lane.  */
      const vop &divisor = w.arg_op (1);
      tree d = (divisor.kind == vop_kind::broadcast
		? s.m_ctx.invariants[s.m_dag.nodes[divisor.args[0]].external]
		: NULL_TREE);
      if (!d || TREE_CODE (d) != INTEGER_CST)
	return w.fail ("a division whose divisor is not one constant");
      bool pow2 = integer_pow2p (d) && tree_int_cst_sgn (d) == 1;
      if (!target_supports_code_p (RSHIFT_EXPR, vt, optab_scalar)
	  || (!pow2 && !can_mult_highpart_p (TYPE_MODE (vt),
					     TYPE_UNSIGNED (vt))))
	return w.fail ("the target has no vector high-part multiply for a "
		       "division by a constant");
      return true;
    }
  optab_subtype subtype = optab_default;
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR)
    subtype = (w.arg_op (1).kind == vop_kind::broadcast
	       ? optab_scalar : optab_vector);
  if (!target_supports_code_p (code, vt, subtype))
    {
      /* Name the operation: which one matters to the user.  */
      char *type = print_generic_expr_to_str (vt);
      s.m_failure = std::string ("the target has no vector form of an "
				 "operation (") + get_tree_code_name (code)
		    + " on " + type + ")";
      free (type);
      return w.fail (s.m_failure.c_str ());
    }
  return true;
}

/* The statement computing W.OP into LHS, of vector type W.VT, at W.GSI
   (which receives the statements it needs first).  */
gimple *
vop_kinds::emit_compute (vop_work &w, tree lhs)
{
  const vop &op = w.op;
  tree vt = w.vt;
  const plan_emitter &e = *w.emitter;
  gimple_stmt_iterator &gsi = *w.gsi;
  auto arg = [&] (unsigned i) { return w.arg (i); };
  gimple *stmt = nullptr;
  if (op.code >= internal_fn_code_base)
    {
      auto_vec<tree> args;
      for (unsigned i = 0; i < op.args.size (); i++)
	args.safe_push (arg (i));
      gcall *call = gimple_build_call_internal_vec
	((internal_fn) (op.code - internal_fn_code_base), args);
      gimple_call_set_lhs (call, lhs);
      stmt = call;
    }
  else if (w.support.reinterpret_p (op))
    stmt = gimple_build_assign (lhs, build1 (VIEW_CONVERT_EXPR, vt,
					     arg (0)));
  else if (TREE_CODE_CLASS ((tree_code) op.code) == tcc_comparison)
    {
      /* The comparison as a vector boolean, then as 0 / all ones in
	 the mask's integer lanes.  */
      tree ovt = TREE_TYPE (arg (0));
      tree truth = make_ssa_name (truth_type_for (ovt));
      gsi_insert_before (&gsi, gimple_build_assign
			   (truth, (tree_code) op.code, arg (0), arg (1)),
			 GSI_SAME_STMT);
      stmt = gimple_build_assign (lhs, VEC_COND_EXPR, truth,
				  build_minus_one_cst (vt),
				  build_zero_cst (vt));
    }
  else if (op.code == COND_EXPR)
    {
      /* (x & m) | (y & ~m) in the mask's integer type.  */
      tree m = arg (0), ivt = TREE_TYPE (m);
      gimple_seq seq = NULL;
      auto as_int = [&] (tree x) {
	return useless_type_conversion_p (ivt, TREE_TYPE (x)) ? x
	       : gimple_build (&seq, VIEW_CONVERT_EXPR, ivt, x);
      };
      tree x = gimple_build (&seq, BIT_AND_EXPR, ivt, as_int (arg (1)), m);
      tree nm = gimple_build (&seq, BIT_NOT_EXPR, ivt, m);
      tree y = gimple_build (&seq, BIT_AND_EXPR, ivt, as_int (arg (2)), nm);
      tree r = gimple_build (&seq, BIT_IOR_EXPR, ivt, x, y);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      stmt = gimple_build_assign (lhs, useless_type_conversion_p (vt, ivt)
				       ? r : build1 (VIEW_CONVERT_EXPR, vt, r));
    }
  else
    {
      tree_code code = (tree_code) op.code;
      tree ops[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
      for (unsigned i = 0; i < op.args.size (); i++)
	ops[i] = arg (i);
      /* A vector shift by a scalar invariant keeps it scalar.  */
      if ((code == LSHIFT_EXPR || code == RSHIFT_EXPR)
	  && w.arg_op (1).kind == vop_kind::broadcast)
	ops[1] = e.m_invariants[e.m_dag.nodes[w.arg_op (1).args[0]].external];
      stmt = gimple_build_assign (lhs, code, ops[0], ops[1], ops[2]);
    }
  return stmt;
}

} // namespace hyperlane
