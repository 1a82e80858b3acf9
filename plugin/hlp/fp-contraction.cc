/* Floating-point contraction as GCC's widening_mul pass will do it; see
   fp-contraction.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "fp-contraction.h"

#include <unordered_set>
#include <vector>

namespace hyperlane {

bool
fp_contraction_possible_p (tree type)
{
  return (FLOAT_TYPE_P (type) && flag_fp_contract_mode == FP_CONTRACT_FAST
	  && direct_internal_fn_supported_p (IFN_FMA, type,
					     OPTIMIZE_FOR_SPEED));
}

namespace {

/* One use of a multiplication as convert_mult_to_fma sees it: the
   addition or subtraction, through at most one negation.  */
struct product_use
{
  gimple *stmt;		/* The addition or subtraction.  */
  bool negate_product;	/* The product enters negated.  */
  tree addend;		/* The other operand.  */
  bool negate_addend;
};

/* The use USE_STMT of RESULT, the lhs of a multiplication, as
   convert_mult_to_fma takes it into a fused multiply-add, in *U; false
   where it does not.  CONVERTED holds the additions already fused and
   *SEEN_NEGATION whether a negation was met (two negations stop it).  */
bool
fusable_use (tree result, gimple *use_stmt, basic_block bb,
	     const std::unordered_set<gimple *> &converted,
	     bool *seen_negation, product_use *u)
{
  u->negate_product = false;
  tree value = result;
  if (gimple_bb (use_stmt) != bb)
    return false;
  if (is_gimple_assign (use_stmt)
      && gimple_assign_rhs_code (use_stmt) == NEGATE_EXPR)
    {
      use_operand_p use_p;
      gimple *next;
      if (*seen_negation
	  || !single_imm_use (gimple_assign_lhs (use_stmt), &use_p, &next))
	return false;
      ssa_op_iter iter;
      use_operand_p usep;
      FOR_EACH_PHI_OR_STMT_USE (usep, next, iter, SSA_OP_USE)
	if (USE_FROM_PTR (usep) == result)
	  return false;
      if (gimple_bb (next) != bb)
	return false;
      *seen_negation = true;
      u->negate_product = true;
      value = gimple_assign_lhs (use_stmt);
      use_stmt = next;
    }
  if (!is_gimple_assign (use_stmt) || converted.count (use_stmt))
    return false;
  tree_code code = gimple_assign_rhs_code (use_stmt);
  if (code != PLUS_EXPR && code != MINUS_EXPR)
    return false;
  tree op0 = gimple_assign_rhs1 (use_stmt);
  tree op1 = gimple_assign_rhs2 (use_stmt);
  if (op0 == op1)
    return false;
  tree type = TREE_TYPE (result);
  /* convert_mult_to_fma leaves a - b * c to a later multiplication of
     the subtrahend where the target has FNMA but not FMS.  */
  if (code == MINUS_EXPR && !u->negate_product && op0 == value
      && !direct_internal_fn_supported_p (IFN_FMS, type, OPTIMIZE_FOR_SPEED)
      && direct_internal_fn_supported_p (IFN_FNMA, type, OPTIMIZE_FOR_SPEED)
      && TREE_CODE (op1) == SSA_NAME && has_single_use (op1)
      && is_gimple_assign (SSA_NAME_DEF_STMT (op1))
      && gimple_assign_rhs_code (SSA_NAME_DEF_STMT (op1)) == MULT_EXPR)
    return false;
  u->stmt = use_stmt;
  u->addend = op0 == value ? op1 : op0;
  u->negate_addend = code == MINUS_EXPR && op0 == value;
  if (code == MINUS_EXPR && op1 == value)
    u->negate_product = !u->negate_product;
  return true;
}

/* The fused multiply-add of signs NEGATE_PRODUCT and NEGATE_ADDEND.  */
internal_fn
fma_fn (bool negate_product, bool negate_addend)
{
  if (negate_product)
    return negate_addend ? IFN_FNMS : IFN_FNMA;
  return negate_addend ? IFN_FMS : IFN_FMA;
}

} // anon namespace

const char *
predict_fp_contractions (class loop *loop, fused_additions &fused)
{
  basic_block bb = loop->header;
  std::unordered_set<gimple *> converted;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!is_gimple_assign (stmt)
	  || gimple_assign_rhs_code (stmt) != MULT_EXPR)
	continue;
      tree result = gimple_assign_lhs (stmt);
      if (!fp_contraction_possible_p (TREE_TYPE (result))
	  || has_zero_uses (result))
	continue;
      /* With --param avoid-fma-max-bits (-mtune=znver*), GCC defers
	 contractions in chains by rules this does not follow.  */
      if (param_avoid_fma_max_bits > 0)
	return ("GCC's contraction of multiplications and additions is "
		"deferred for -mtune (--param avoid-fma-max-bits), which "
		"hyperlane does not predict");
      std::vector<product_use> uses;
      bool seen_negation = false, all = true;
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, result)
	{
	  gimple *use_stmt = USE_STMT (use_p);
	  if (is_gimple_debug (use_stmt))
	    continue;
	  product_use u;
	  if (!fusable_use (result, use_stmt, bb, converted, &seen_negation,
			    &u))
	    {
	      all = false;
	      break;
	    }
	  uses.push_back (u);
	}
      if (!all || uses.empty ())
	continue;
      for (const product_use &u : uses)
	{
	  converted.insert (u.stmt);
	  fused[u.stmt] = { fma_fn (u.negate_product, u.negate_addend),
			    gimple_assign_rhs1 (stmt),
			    gimple_assign_rhs2 (stmt), u.addend };
	}
    }
  return nullptr;
}

} // namespace hyperlane
