/* What the target supports of a lane plan; see plan-support.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "plan-support.h"
#include "../target/gcc-target.h"

namespace hyperlane {

/* The vector type of LANES elements of element type TYPE, or null when the
   target has no vector mode for it.  */
tree
plan_support::vectype (int type, unsigned lanes)
{
  auto key = std::make_pair (type, lanes);
  auto it = m_vectypes.find (key);
  if (it != m_vectypes.end ())
    return it->second;
  tree elem = TYPE_MAIN_VARIANT (m_ctx.types[type]);
  const unsigned bytes = tree_to_uhwi (TYPE_SIZE_UNIT (elem));
  tree vt;
  if (lanes == 1)
    /* A lane stored on its own.  */
    vt = elem;
  else if (lanes * bytes < 8)
    /* A piece stored on its own, too short for a vector mode: moved as
       an integer, never computed on.  */
    vt = build_nonstandard_integer_type (lanes * bytes * BITS_PER_UNIT, 1);
  else
    {
      vt = build_vector_type (elem, lanes);
      if (!VECTOR_MODE_P (TYPE_MODE (vt))
	  || !targetm.vector_mode_supported_p (TYPE_MODE (vt)))
	vt = NULL_TREE;
    }
  m_vectypes[key] = vt;
  return vt;
}

vec_perm_indices
plan_support::perm_indices (const vop &op)
{
  vec_perm_builder sel (op.lanes, op.lanes, 1);
  for (unsigned i : op.sel)
    sel.quick_push (i);
  return vec_perm_indices (sel, 2, op.lanes);
}

/* Whether OP only reinterprets the bits of its lanes -- a conversion
   between integer types of one precision, or a field of a group read as
   its own type (VIEW_CONVERT_EXPR) -- which GCC expresses as a
   VIEW_CONVERT_EXPR of the vector.  */
bool
plan_support::reinterpret_p (const vop &op) const
{
  if (op.kind != vop_kind::compute || op.code >= internal_fn_code_base)
    return false;
  /* The fields of another type of a group, reinterpreted.  */
  if (op.code == VIEW_CONVERT_EXPR)
    return true;
  if (!CONVERT_EXPR_CODE_P ((tree_code) op.code))
    return false;
  tree to = m_ctx.types[op.type];
  tree from = m_ctx.types[m_plan.ops[op.args[0]].type];
  return (INTEGRAL_TYPE_P (to) && INTEGRAL_TYPE_P (from)
	  && TYPE_PRECISION (to) == TYPE_PRECISION (from)
	  && TYPE_PRECISION (to) == GET_MODE_BITSIZE (SCALAR_INT_TYPE_MODE (to)));
}

/* VT with unsigned elements of the same size.  */
tree
plan_support::unsigned_vectype (tree vt)
{
  return build_vector_type (unsigned_type_for (TREE_TYPE (vt)),
			    TYPE_VECTOR_SUBPARTS (vt));
}

bool
plan_support::check (const char **reason)
{
  for (const vop &op : m_plan.ops)
    if (!check_op (op, reason))
      return false;
  return true;
}

bool
plan_support::check_op (const vop &op, const char **reason)
{
  tree vt = vectype (op.type, op.lanes);
  /* Only pieces that are extracted and stored may be shorter than a
     vector.  */
  if (!vt || (!VECTOR_TYPE_P (vt) && op.kind != vop_kind::extract
	      && op.kind != vop_kind::store))
    {
      *reason = "no vector mode for a value of the plan";
      return false;
    }
  switch (op.kind)
    {
    case vop_kind::store:
      if (!op.mask.empty ()
	  && !can_vec_mask_load_store_p (TYPE_MODE (vt),
					 TYPE_MODE (truth_type_for (vt)),
					 false))
	{
	  *reason = "the target has no masked store for a vector of the plan";
	  return false;
	}
      return true;
    case vop_kind::broadcast:
    case vop_kind::load:
    case vop_kind::concat:
    case vop_kind::extract:
      return true;
    case vop_kind::induction:
      if (!target_supports_code_p (PLUS_EXPR, unsigned_vectype (vt)))
	{
	  *reason = "the target cannot add vectors of an induction variable";
	  return false;
	}
      return true;
    case vop_kind::load_lanes:
    case vop_kind::store_lanes:
      if (!(op.kind == vop_kind::load_lanes
	    ? vect_load_lanes_supported (vt, op.vectors, false)
	    : vect_store_lanes_supported (vt, op.vectors, false)))
	{
	  *reason = "the target has no structure load or store for a group";
	  return false;
	}
      return true;
    case vop_kind::perm:
      if (!can_vec_perm_const_p (TYPE_MODE (permute_vectype
					      (vt, op.sel,
					       op.args[0] == op.args[1])),
				 perm_indices (op), false))
	{
	  *reason = "the target cannot do a permute of the plan";
	  return false;
	}
      return true;
    case vop_kind::compute:
      break;
    case vop_kind::unpack:
    case vop_kind::pack:
      {
	const vop &from = m_plan.ops[op.args[0]];
	tree from_vt = vectype (from.type, from.lanes);
	bool ok = from_vt != NULL_TREE;
	if (op.kind == vop_kind::unpack)
	  ok = (ok && target_supports_code_p (VEC_UNPACK_LO_EXPR, from_vt)
		&& target_supports_code_p (VEC_UNPACK_HI_EXPR, from_vt));
	else
	  ok = ok && target_supports_code_p (VEC_PACK_TRUNC_EXPR, from_vt);
	if (!ok)
	  {
	    *reason = op.kind == vop_kind::unpack
		      ? "the target cannot widen a vector of the plan"
		      : "the target cannot narrow a vector of the plan";
	    return false;
	  }
	return true;
      }
    case vop_kind::reduce:
      /* The accumulation; the final reduction always has a lane-by-lane
	 fallback.  */
      if (!target_supports_code_p ((tree_code) op.code, vt))
	{
	  *reason = "the target cannot accumulate a vector for a reduction";
	  return false;
	}
      return true;
    }
  return check_compute (op, vt, reason);
}

/* Whether the target can do compute operation OP on vectors of type VT;
   otherwise *REASON says why.  */
bool
plan_support::check_compute (const vop &op, tree vt, const char **reason)
{
  if (op.code >= internal_fn_code_base)
    {
      internal_fn fn = (internal_fn) (op.code - internal_fn_code_base);
      if (!direct_internal_fn_supported_p (fn, vt, OPTIMIZE_FOR_SPEED))
	{
	  *reason = "the target has no vector form of a call in the loop";
	  return false;
	}
      return true;
    }
  tree_code code = (tree_code) op.code;
  if (reinterpret_p (op))
    return true;
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      /* mask = VEC_COND_EXPR <a CMP b, -1, 0>.  */
      tree ovt = vectype (m_plan.ops[op.args[0]].type, op.lanes);
      if (!ovt
	  || !expand_vec_cmp_expr_p (ovt, truth_type_for (ovt), code)
	  || !expand_vec_cond_expr_p (vt, truth_type_for (ovt), code))
	{
	  *reason = "the target cannot compare vectors of the plan";
	  return false;
	}
      return true;
    }
  if (code == COND_EXPR)
    {
      /* A select by a mask of the value's size, bitwise.  */
      tree ivt = vectype (m_plan.ops[op.args[0]].type, op.lanes);
      if (!ivt || !target_supports_code_p (BIT_AND_EXPR, ivt)
	  || !target_supports_code_p (BIT_IOR_EXPR, ivt)
	  || !target_supports_code_p (BIT_NOT_EXPR, ivt))
	{
	  *reason = "the target cannot select between vectors of the plan";
	  return false;
	}
      return true;
    }
  if (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
      || code == FIX_TRUNC_EXPR)
    {
      tree from = vectype (m_plan.ops[op.args[0]].type, op.lanes);
      tree_code code1;
      if (!from || !supportable_convert_operation (code, vt, from, &code1))
	{
	  *reason = "the target has no vector form of a conversion";
	  return false;
	}
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
      const vop &divisor = m_plan.ops[op.args[1]];
      tree d = (divisor.kind == vop_kind::broadcast
		? m_ctx.invariants[m_dag.nodes[divisor.args[0]].external]
		: NULL_TREE);
      if (!d || TREE_CODE (d) != INTEGER_CST)
	{
	  *reason = "a division whose divisor is not one constant";
	  return false;
	}
      bool pow2 = integer_pow2p (d) && tree_int_cst_sgn (d) == 1;
      if (!target_supports_code_p (RSHIFT_EXPR, vt, optab_scalar)
	  || (!pow2 && !can_mult_highpart_p (TYPE_MODE (vt),
					     TYPE_UNSIGNED (vt))))
	{
	  *reason = "the target has no vector high-part multiply for a "
		    "division by a constant";
	  return false;
	}
      return true;
    }
  optab_subtype subtype = optab_default;
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR)
    subtype = (m_plan.ops[op.args[1]].kind == vop_kind::broadcast
	       ? optab_scalar : optab_vector);
  if (!target_supports_code_p (code, vt, subtype))
    {
      /* Name the operation: which one matters to the user.  */
      char *type = print_generic_expr_to_str (vt);
      m_failure = std::string ("the target has no vector form of an "
			       "operation (") + get_tree_code_name (code)
		  + " on " + type + ")";
      free (type);
      *reason = m_failure.c_str ();
      return false;
    }
  return true;
}


} // namespace hyperlane
