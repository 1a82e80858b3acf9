/* The bound of a loop's exit test as a loop-invariant value; see
   layout-loop-bound.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-ssa-alias.h"
#include "layout-loop-bound.h"

namespace hyperlane {

bool
stmt_sets_var_p (gimple *stmt, tree var)
{
  if (gasm *a = dyn_cast<gasm *> (stmt))
    {
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	if (TREE_VALUE (gimple_asm_output_op (a, i)) == var)
	  return true;
      return false;
    }
  return gimple_get_lhs (stmt) == var;
}

int
unit_step (tree_code code, tree by)
{
  if ((code != PLUS_EXPR && code != MINUS_EXPR) || !by
      || TREE_CODE (by) != INTEGER_CST)
    return 0;
  const int sign = code == PLUS_EXPR ? 1 : -1;
  if (integer_onep (by))
    return sign;
  if (integer_minus_onep (by))
    return -sign;
  return 0;
}

bool
set_in_loop_p (class loop *loop, tree var)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned b = 0; !found && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	 !found && !gsi_end_p (gsi); gsi_next (&gsi))
      found = !is_gimple_debug (gsi_stmt (gsi))
	      && stmt_sets_var_p (gsi_stmt (gsi), var);
  free (body);
  return found;
}

bool
written_in_loop_p (class loop *loop, tree ref)
{
  basic_block *body = get_loop_body (loop);
  bool written = false;
  for (unsigned b = 0; !written && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	 !written && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	written = !is_gimple_debug (stmt)
		  && (gimple_code (stmt) == GIMPLE_ASM
		      || stmt_may_clobber_ref_p (stmt, ref, true));
      }
  free (body);
  return written;
}

bool
variable_p (tree t)
{
  return VAR_P (t) || TREE_CODE (t) == PARM_DECL;
}

bool
private_scalar_p (tree t)
{
  return (variable_p (t) && !TREE_ADDRESSABLE (t) && !is_global_var (t)
	  && !TREE_THIS_VOLATILE (t) && INTEGRAL_TYPE_P (TREE_TYPE (t)));
}

namespace {

/* An operand with the same value in every iteration of LOOP: a constant
   or invariant address, a private scalar LOOP does not set, or a
   temporary computed before LOOP.  */
bool
invariant_operand_p (class loop *loop, tree op)
{
  if (is_gimple_min_invariant (op))
    return true;
  if (TREE_CODE (op) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (op);
      return def && gimple_bb (def)
	     && !flow_bb_inside_loop_p (loop, gimple_bb (def));
    }
  return variable_p (op) && !TREE_ADDRESSABLE (op) && !is_global_var (op)
	 && !TREE_THIS_VOLATILE (op) && !set_in_loop_p (loop, op);
}

/* REF, an integer read from memory, has the same value in every
   iteration of LOOP: its address is invariant (constant or invariant
   subscripts, an invariant pointer), it is not volatile, and no
   statement of LOOP may write it (GCC's alias oracle, with TBAA when
   -fstrict-aliasing; an asm statement may write anything).  */
bool
memory_invariant_p (class loop *loop, tree ref)
{
  if (TREE_THIS_VOLATILE (ref) || TREE_SIDE_EFFECTS (ref)
      || !INTEGRAL_TYPE_P (TREE_TYPE (ref)))
    return false;
  tree t = ref;
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      if (TREE_THIS_VOLATILE (t))
	return false;
      if (TREE_CODE (t) == ARRAY_REF)
	{
	  if (!invariant_operand_p (loop, TREE_OPERAND (t, 1))
	      || (TREE_OPERAND (t, 2)
		  && !is_gimple_min_invariant (TREE_OPERAND (t, 2)))
	      || (TREE_OPERAND (t, 3)
		  && !is_gimple_min_invariant (TREE_OPERAND (t, 3))))
	    return false;
	}
      else if (TREE_CODE (t) != COMPONENT_REF || TREE_OPERAND (t, 2))
	return false;
    }
  if (TREE_CODE (t) == MEM_REF)
    {
      if (!invariant_operand_p (loop, TREE_OPERAND (t, 0)))
	return false;
    }
  /* A variable in a register is set by statements the oracle does not
     see as stores (n = n - 1).  */
  else if (!variable_p (t) || set_in_loop_p (loop, t))
    return false;
  if (TREE_THIS_VOLATILE (t))
    return false;
  return !written_in_loop_p (loop, ref);
}

/* The value of OP, an operand of the computation of LOOP's bound, as an
   expression to evaluate before LOOP; NULL_TREE with *WHY set when LOOP
   may change it.  DEPTH limits the statements followed.  */
tree
bound_value (class loop *loop, tree op, int depth, const char **why)
{
  if (invariant_operand_p (loop, op))
    return op;
  if (TREE_CODE (op) != SSA_NAME)
    {
      if (private_scalar_p (op))
	*why = "its bound is changed in the loop";
      else
	*why = "its bound is not a constant, a local variable or memory "
	       "the loop does not write";
      return NULL_TREE;
    }
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (depth > 8 || gimple_bb (def) != loop->header || !is_gimple_assign (def))
    {
      *why = "its bound is computed in the loop";
      return NULL_TREE;
    }
  tree type = TREE_TYPE (op);
  tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_single_p (def))
    {
      if (TREE_CODE (rhs1) == SSA_NAME || invariant_operand_p (loop, rhs1))
	return bound_value (loop, rhs1, depth + 1, why);
      if (!memory_invariant_p (loop, rhs1))
	{
	  *why = "its bound is read from memory the loop may write";
	  return NULL_TREE;
	}
      return unshare_expr (rhs1);
    }
  tree a = bound_value (loop, rhs1, depth + 1, why);
  if (!a)
    return NULL_TREE;
  switch (code)
    {
    CASE_CONVERT:
    case NEGATE_EXPR:
      return fold_build1 (code, type, a);
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      if (tree b = bound_value (loop, gimple_assign_rhs2 (def), depth + 1,
				why))
	return fold_build2 (code, type, a, b);
      return NULL_TREE;
    default:
      *why = "its bound is computed in the loop";
      return NULL_TREE;
    }
}

/* Whether OP has one value in every iteration of LOOP: what bound_value
   accepts, its temporaries computed anywhere.  DEPTH limits the
   statements followed.  */
bool
invariant_value_p (class loop *loop, tree op, int depth)
{
  if (invariant_operand_p (loop, op))
    return true;
  if (TREE_CODE (op) != SSA_NAME || depth > 8)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (op));
  return def && invariant_assignment_p (loop, def, depth + 1);
}

} // anon namespace

bool
invariant_assignment_p (class loop *loop, gassign *def, int depth)
{
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_single_p (def))
    return (TREE_CODE (rhs1) == SSA_NAME || invariant_operand_p (loop, rhs1)
	    ? invariant_value_p (loop, rhs1, depth)
	    : memory_invariant_p (loop, rhs1));
  switch (gimple_assign_rhs_code (def))
    {
    CASE_CONVERT:
    case NEGATE_EXPR:
      return invariant_value_p (loop, rhs1, depth);
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      return (invariant_value_p (loop, rhs1, depth)
	      && invariant_value_p (loop, gimple_assign_rhs2 (def), depth));
    default:
      return false;
    }
}

tree
invariant_bound (class loop *loop, tree bound, const char **why)
{
  return bound_value (loop, bound, 0, why);
}

} // namespace hyperlane
