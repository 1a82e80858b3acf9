/* Reductions across iterations; see reductions.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "reductions.h"

namespace hyperlane {

internal_fn
reduction_fn (tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:	/* The accumulator holds the negated sum.  */
      return IFN_REDUC_PLUS;
    case MIN_EXPR: return IFN_REDUC_MIN;
    case MAX_EXPR: return IFN_REDUC_MAX;
    case BIT_AND_EXPR: return IFN_REDUC_AND;
    case BIT_IOR_EXPR: return IFN_REDUC_IOR;
    case BIT_XOR_EXPR: return IFN_REDUC_XOR;
    default: return IFN_LAST;
    }
}

namespace {

/* The single statement of LOOP that uses NAME, or null.  */
gimple *
single_use_in_loop (class loop *loop, tree name)
{
  gimple *found = nullptr;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (use)))
	continue;
      if (found && found != use)
	return nullptr;
      found = use;
    }
  return found;
}

/* Whether NAME is RES or computed from it by a chain of CODE statements
   of LOOP's header, each used once in the loop.  */
bool
leads_to (class loop *loop, tree name, tree res, tree_code code,
	  unsigned depth = 0)
{
  if (name == res)
    return true;
  if (TREE_CODE (name) != SSA_NAME || depth > 64)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def) || gimple_bb (def) != loop->header
      || gimple_assign_rhs_code (def) != code)
    return false;
  return (leads_to (loop, gimple_assign_rhs1 (def), res, code, depth + 1)
	  || leads_to (loop, gimple_assign_rhs2 (def), res, code, depth + 1));
}

/* Fill R's chain and operands by walking from R.next back to R.result.  */
bool
walk_chain (class loop *loop, reduction_info &r)
{
  tree cur = r.next;
  gimple *user = r.phi;
  while (cur != r.result)
    {
      gimple *def = SSA_NAME_DEF_STMT (cur);
      if (!is_gimple_assign (def) || gimple_bb (def) != loop->header
	  || gimple_assign_rhs_code (def) != r.code
	  || single_use_in_loop (loop, cur) != user)
	return false;
      tree op1 = gimple_assign_rhs1 (def), op2 = gimple_assign_rhs2 (def);
      bool via1 = leads_to (loop, op1, r.result, r.code);
      bool via2 = leads_to (loop, op2, r.result, r.code);
      if (via1 == via2 || (via2 && r.code == MINUS_EXPR)
	  || (r.code == MINUS_EXPR && !r.chain.empty ()))
	return false;
      r.chain.push_back (def);
      r.operands.push_back (via1 ? op2 : op1);
      user = def;
      cur = via1 ? op1 : op2;
    }
  return single_use_in_loop (loop, r.result) == user;
}

} // anon namespace

bool
find_reductions (class loop *loop, std::vector<reduction_info> &out,
		 const char **reason)
{
  edge latch = loop_latch_edge (loop), pre = loop_preheader_edge (loop);
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      affine_iv iv;
      if (simple_iv (loop, loop, res, &iv, false))
	continue;

      *reason = "loop carries a value that is not an induction variable "
		"or a supported reduction";
      reduction_info r;
      r.phi = phi;
      r.result = res;
      r.init = PHI_ARG_DEF_FROM_EDGE (phi, pre);
      r.next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
      tree type = TREE_TYPE (res);
      if (TREE_CODE (r.next) != SSA_NAME
	  || (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type)))
	return false;
      gimple *def = SSA_NAME_DEF_STMT (r.next);
      if (!is_gimple_assign (def) || gimple_bb (def) != loop->header
	  || single_use_in_loop (loop, r.next) != phi)
	return false;
      r.stmt = as_a<gassign *> (def);
      r.code = gimple_assign_rhs_code (r.stmt);
      if (reduction_fn (r.code) == IFN_LAST || !walk_chain (loop, r))
	return false;
      if (SCALAR_FLOAT_TYPE_P (type)
	  && (r.code == MIN_EXPR || r.code == MAX_EXPR))
	{
	  /* Not planned under any option: the reason must not name one.  */
	  *reason = "floating-point minimum or maximum reduction";
	  return false;
	}
      /* Without -fassociative-math a floating-point sum keeps its
	 order: accumulated in order, lane by lane.  */
      r.in_order = SCALAR_FLOAT_TYPE_P (type) && !flag_associative_math;
      out.push_back (r);
    }
  return true;
}

} // namespace hyperlane
