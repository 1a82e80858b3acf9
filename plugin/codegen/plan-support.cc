/* What the target supports of a lane plan; see plan-support.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "plan-support.h"
#include "vop-kinds.h"
#include "../hlp/fp-contraction.h"

#include <algorithm>

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

/* Whether vop INDEX of PLAN is used, and only by additions and
   subtractions (through at most a negation), as GCC's widening_mul
   needs to fuse a product into them.  */
static bool
only_added (const lane_plan &plan, size_t index)
{
  bool used = false;
  for (size_t i = index + 1; i < plan.ops.size (); i++)
    {
      const vop &user = plan.ops[i];
      if (std::find (user.args.begin (), user.args.end (), (int) index)
	  == user.args.end ())
	continue;
      used = true;
      if (user.kind != vop_kind::compute)
	return false;
      if (user.code == NEGATE_EXPR)
	{
	  if (!only_added (plan, i))
	    return false;
	}
      else if ((user.code != PLUS_EXPR && user.code != MINUS_EXPR)
	       || user.args[0] == user.args[1])
	return false;
    }
  return used;
}

/* Whether GCC's widening_mul would fuse a multiplication of the plan
   into an addition (-ffp-contract=fast), which the scalar loop computes
   apart: the DAG holds the scalar loop's fused multiply-adds as such
   (hlp/fp-contraction.h), so any fusion in the vector loop would round
   its lanes otherwise than the scalar iterations.  */
bool
plan_support::fuses_otherwise_p ()
{
  for (size_t i = 0; i < m_plan.ops.size (); i++)
    {
      const vop &op = m_plan.ops[i];
      if (op.kind == vop_kind::compute && op.code == MULT_EXPR
	  && !m_plan.invariant (i)
	  && fp_contraction_possible_p (vectype (op.type, op.lanes))
	  && only_added (m_plan, i))
	return true;
    }
  return false;
}

/* Each operation analysed by its kind's function (vop-kinds.h), which
   also emits it, so what is checked is what is emitted.  */
bool
plan_support::check (const char **reason)
{
  for (const vop &op : m_plan.ops)
    {
      vop_work w { *this, op, vectype (op.type, op.lanes), reason };
      if (!vop_kinds::vectorizable (w))
	return false;
    }
  /* The DAG holds the scalar loop's fused multiply-adds where GCC's
     loop vectorizer leaves the loop scalar (hlp/body-builder.cc).  */
  if (m_dag.gcc_scalar_cause && fuses_otherwise_p ())
    {
      *reason = ("the vector loop would fuse a multiplication and an "
		 "addition that the scalar loop computes apart "
		 "(-ffp-contract=fast): -ffp-contract=off computes both "
		 "apart");
      return false;
    }
  return true;
}


} // namespace hyperlane
