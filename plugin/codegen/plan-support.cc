/* What the target supports of a lane plan; see plan-support.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "plan-support.h"
#include "vop-kinds.h"

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
  return true;
}


} // namespace hyperlane
