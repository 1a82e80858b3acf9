/* The data movement of a lane plan: broadcast, permute, concatenation and
   extraction; see vop-kinds.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "vop-kinds.h"
#include "plan-emitter.h"
#include "../target/gcc-target.h"

namespace hyperlane {

/* An invariant of the DAG in every lane, built in the guard.  */
bool
vop_kinds::broadcast (vop_work &w)
{
  if (!w.has_type (false))
    return false;
  if (!w.gsi)
    return true;
  plan_emitter &e = *w.emitter;
  w.value = e.broadcast (w.index,
			 e.m_invariants[e.m_dag.nodes[w.op.args[0]].external],
			 w.vt, *w.loop);
  return true;
}

/* A VEC_PERM_EXPR, in the type the back end permutes correctly
   (permute_vectype).  */
bool
vop_kinds::perm (vop_work &w)
{
  const vop &op = w.op;
  tree vt = w.vt;
  if (!w.has_type (false))
    return false;
  tree pvt = permute_vectype (vt, op.sel);
  if (!can_vec_perm_const_p (TYPE_MODE (pvt), plan_support::perm_indices (op),
			     false))
    return w.fail ("the target cannot do a permute of the plan");
  if (!w.gsi)
    return true;
  tree mask_type = build_vector_type (ssizetype, op.lanes);
  tree mask = vec_perm_indices_to_tree (mask_type,
					plan_support::perm_indices (op));
  if (pvt != vt)
    {
      /* Around a back-end bug (target/gcc-target.h).  */
      gimple_seq seq = NULL;
      tree a = gimple_build (&seq, VIEW_CONVERT_EXPR, pvt, w.arg (0));
      tree b = op.args[0] == op.args[1]
	       ? a : gimple_build (&seq, VIEW_CONVERT_EXPR, pvt, w.arg (1));
      tree p = gimple_build (&seq, VEC_PERM_EXPR, pvt, a, b, mask);
      w.value = gimple_build (&seq, VIEW_CONVERT_EXPR, vt, p);
      gsi_insert_seq_before (w.gsi, seq, GSI_SAME_STMT);
      return true;
    }
  tree lhs = make_ssa_name (vt);
  return w.finish (gimple_build_assign (lhs, VEC_PERM_EXPR, w.arg (0),
					w.arg (1), mask),
		   lhs);
}

/* Halves, or one scalar per lane, as one vector: a CONSTRUCTOR.  */
bool
vop_kinds::concat (vop_work &w)
{
  if (!w.has_type (false))
    return false;
  if (!w.gsi)
    return true;
  vec<constructor_elt, va_gc> *elts = NULL;
  for (size_t k = 0; k < w.op.args.size (); k++)
    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, w.arg (k));
  tree lhs = make_ssa_name (w.vt);
  return w.finish (gimple_build_assign (lhs, build_constructor (w.vt, elts)),
		   lhs);
}

/* Lanes of a vector (a BIT_FIELD_REF, possibly a piece shorter than a
   vector that is then stored) or a field vector of a structure load.  */
bool
vop_kinds::extract (vop_work &w)
{
  const vop &op = w.op;
  tree vt = w.vt;
  if (!w.has_type (true))
    return false;
  if (!w.gsi)
    return true;
  tree lhs = make_ssa_name (vt);
  if (w.arg_op (0).kind == vop_kind::load_lanes)
    /* Field OFFSET / LANES of a structure load's array.  */
    return w.finish (gimple_build_assign
		       (lhs, build4 (ARRAY_REF, vt, w.arg (0),
				     size_int (op.offset / op.lanes),
				     NULL_TREE, NULL_TREE)),
		     lhs);
  tree bits = TYPE_SIZE (w.emitter->m_ctx.types[op.type]);
  tree first = size_binop (MULT_EXPR, bitsize_int (op.offset), bits);
  return w.finish (gimple_build_assign
		     (lhs, build3 (BIT_FIELD_REF, vt, w.arg (0),
				   TYPE_SIZE (vt), first)),
		   lhs);
}

} // namespace hyperlane
