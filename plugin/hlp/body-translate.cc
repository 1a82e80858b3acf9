/* The scalar DAG builder's translation of each needed statement
   (dag-builder.h): reductions, lane-wise operations,
   conversions, comparisons and selects.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "dag-builder.h"
#include "loop-analysis.h"

#include <algorithm>

namespace hyperlane {

namespace {

/* Tree codes the planners may treat as lane-wise operations.  */
bool
lanewise_tree_code_p (tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
    case NEGATE_EXPR: case ABS_EXPR: case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_NOT_EXPR: case PAREN_EXPR:
    case LSHIFT_EXPR: case RSHIFT_EXPR:
    case NOP_EXPR: case CONVERT_EXPR: case FLOAT_EXPR: case FIX_TRUNC_EXPR:
    case MULT_HIGHPART_EXPR:
      return true;
    default:
      return false;
    }
}

/* Whether STMT is an integer division or remainder by a constant that
   cannot trap (not 0, and not -1 for a signed type, which traps on the
   smallest value): GCC's vector lowering turns such a division into a
   high-part multiply and shifts (tree-vect-generic.cc,
   expand_vector_divmod), and lanes computed on data no scalar iteration
   reads stay harmless.  */
bool
division_by_constant_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  tree_code code = gimple_assign_rhs_code (stmt);
  if (code != TRUNC_DIV_EXPR && code != TRUNC_MOD_EXPR)
    return false;
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  tree d = gimple_assign_rhs2 (stmt);
  return (INTEGRAL_TYPE_P (type) && TREE_CODE (d) == INTEGER_CST
	  && !integer_zerop (d)
	  && (TYPE_UNSIGNED (type) || !integer_minus_onep (d)));
}

/* How the low bits of CODE's result (of type TYPE, operands OPS) depend
   on its operands' bits (plan/scalar-dag.h); *SHIFT gets a constant
   right-shift count.  */
bit_rule
bit_rule_of (tree_code code, tree type, const auto_vec<tree> &ops,
	     unsigned *shift)
{
  if (!INTEGRAL_TYPE_P (type))
    return bit_rule::other;
  switch (code)
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_NOT_EXPR: case PAREN_EXPR:
      return bit_rule::ring;
    case NOP_EXPR: case CONVERT_EXPR:
      return INTEGRAL_TYPE_P (TREE_TYPE (ops[0])) ? bit_rule::ring
						   : bit_rule::other;
    case LSHIFT_EXPR:
      /* By a constant only: a narrowed shift must stay below the narrow
	 precision.  */
      if (TREE_CODE (ops[1]) == INTEGER_CST && tree_fits_uhwi_p (ops[1])
	  && tree_to_uhwi (ops[1]) < TYPE_PRECISION (type))
	{
	  *shift = tree_to_uhwi (ops[1]);
	  return bit_rule::shift_left;
	}
      return bit_rule::other;
    case RSHIFT_EXPR:
      if (TREE_CODE (ops[1]) == INTEGER_CST && tree_fits_uhwi_p (ops[1])
	  && tree_to_uhwi (ops[1]) < TYPE_PRECISION (type))
	{
	  *shift = tree_to_uhwi (ops[1]);
	  return bit_rule::shift_right;
	}
      return bit_rule::other;
    default:
      return bit_rule::other;
    }
}

} // anon namespace

/* LHS = (type of LHS) OP in STMT, changing the element size: as a chain
   of conversions that each double or halve it (what the vector unpack
   and pack operations do) and change between integer and floating point
   only at one size, with the same value as the scalar conversion.  */
bool
dag_builder::translate_conversion (gimple *stmt, tree lhs, tree op)
{
  tree from = TREE_TYPE (op), to = TREE_TYPE (lhs);
  auto bytes = [] (tree t) { return tree_to_uhwi (TYPE_SIZE_UNIT (t)); };
  auto full_int = [&] (tree t) {
    return !INTEGRAL_TYPE_P (t) || TYPE_PRECISION (t) == bytes (t) * 8;
  };
  if (!full_int (from) || !full_int (to))
    return fail ("conversion of a type with padding bits", stmt);
  int node;
  if (!number_operand (op, stmt, node))
    return false;
  bool from_int = INTEGRAL_TYPE_P (from), to_int = INTEGRAL_TYPE_P (to);
  unsigned size = bytes (from), target = bytes (to);
  /* Integer steps: widening keeps the source's signedness (the value),
     narrowing truncates (any signedness).  */
  auto int_steps = [&] (unsigned goal, tree last) {
    node = integer_steps (node, goal, size < goal ? TYPE_UNSIGNED (from)
						  : TYPE_UNSIGNED (to), last);
  };
  if (from_int && to_int)
    int_steps (target, to);
  else if (!from_int && !to_int)
    {
      if (size != 2 * target && 2 * size != target)
	return fail ("floating-point conversion between sizes that differ "
		     "by more than twice", stmt);
      node = add_conversion (NOP_EXPR, to, node);
    }
  else if (from_int)
    {
      /* Integer to floating point: widen the integer first; a narrower
	 float of a wider integer would round differently.  */
      if (size > target)
	return fail ("conversion of a wider integer to floating point",
		     stmt);
      int_steps (target, NULL_TREE);
      node = add_conversion (FLOAT_EXPR, to, node);
    }
  else
    {
      /* Floating point to a narrower integer: through the signed integer
	 of the float's size, which holds every value the narrower type
	 can take (others are undefined behaviour).  */
      if (size < target)
	return fail ("conversion of floating point to a wider integer",
		     stmt);
      node = add_conversion (FIX_TRUNC_EXPR,
			     build_nonstandard_integer_type
			       (size * BITS_PER_UNIT, 0), node);
      int_steps (target, to);
    }
  m_node_of[lhs] = node;
  return true;
}

/* The mask node of A CODE B (a comparison) in NODE.  */
bool
dag_builder::comparison_node (tree_code code, tree a, tree b, gimple *stmt,
			      int &node)
{
  tree type = TREE_TYPE (a);
  if (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type))
    return fail ("comparison of values of a type the planner does not "
		 "handle", stmt);
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return fail ("comparison of comparison results", stmt);
  switch (code)
    {
    case LT_EXPR: case LE_EXPR: case GT_EXPR: case GE_EXPR:
    case EQ_EXPR: case NE_EXPR:
      break;
    case UNORDERED_EXPR: case ORDERED_EXPR: case UNLT_EXPR: case UNLE_EXPR:
    case UNGT_EXPR: case UNGE_EXPR: case UNEQ_EXPR: case LTGT_EXPR:
      return fail ("comparison the planner does not handle (one that "
		   "tells NaNs apart): -ffinite-math-only (or -ffast-math) "
		   "makes it an ordered one", stmt);
    default:
      return fail ("comparison the planner does not handle", stmt);
    }
  snode n;
  n.kind = snode_kind::compute;
  n.code = code;
  n.type = type_id (build_nonstandard_integer_type
		      (tree_to_uhwi (TYPE_SIZE (type)), 0));
  for (tree op : { a, b })
    {
      int arg;
      if (!operand_node (op, stmt, arg))
	return false;
      if (m_masks.count (arg))
	return fail ("comparison of comparison results", stmt);
      n.args.push_back (arg);
    }
  m_dag.nodes.push_back (n);
  node = m_dag.nodes.size () - 1;
  m_masks.insert (node);
  return true;
}

/* Convert mask NODE to the signed integer type of BYTES bytes (sign
   extension and truncation keep 0 and all ones).  */
bool
dag_builder::mask_of_size (int &node, unsigned bytes)
{
  node = integer_steps (node, bytes, false, NULL_TREE);
  m_masks.insert (node);
  return true;
}

/* STMT computes a truth value or selects by one: LHS = A CMP B,
   LHS = ~M, M1 & M2 (| ^), or LHS = C ? X : Y.  Truth values are masks
   (m_masks); a select is a COND_EXPR node of (mask, x, y), the mask of
   X's size.  */
bool
dag_builder::translate_condition (gimple *stmt, tree lhs)
{
  tree_code code = gimple_assign_rhs_code (stmt);
  int node;
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      if (!comparison_node (code, gimple_assign_rhs1 (stmt),
			    gimple_assign_rhs2 (stmt), stmt, node))
	return false;
      m_node_of[lhs] = node;
      return true;
    }
  if (code == COND_EXPR)
    {
      tree cond = gimple_assign_rhs1 (stmt);
      int mask;
      if (COMPARISON_CLASS_P (cond))
	{
	  if (!comparison_node (TREE_CODE (cond), TREE_OPERAND (cond, 0),
				TREE_OPERAND (cond, 1), stmt, mask))
	    return false;
	}
      else if (!operand_node (cond, stmt, mask) || !m_masks.count (mask))
	return fail ("select by a truth value that is not a comparison",
		     stmt);
      tree type = TREE_TYPE (lhs);
      if (TREE_CODE (type) == BOOLEAN_TYPE)
	return fail ("select of truth values", stmt);
      snode n;
      n.kind = snode_kind::compute;
      n.code = COND_EXPR;
      n.type = type_id (type);
      if (!mask_of_size (mask, m_dag.types[n.type].bytes))
	return false;
      n.args.push_back (mask);
      for (tree op : { gimple_assign_rhs2 (stmt), gimple_assign_rhs3 (stmt) })
	{
	  int arg;
	  if (!operand_node (op, stmt, arg))
	    return false;
	  if (m_masks.count (arg))
	    return fail ("select of truth values", stmt);
	  n.args.push_back (arg);
	}
      m_dag.nodes.push_back (n);
      m_node_of[lhs] = m_dag.nodes.size () - 1;
      return true;
    }
  /* Logic on truth values: on masks of one size.  */
  snode n;
  n.kind = snode_kind::compute;
  n.code = code;
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    {
      int arg;
      if (!operand_node (gimple_op (stmt, i), stmt, arg))
	return false;
      if (!m_masks.count (arg))
	return fail ("truth value that is not a comparison", stmt);
      if (n.args.empty ())
	n.type = m_dag.nodes[arg].type;
      else if (m_dag.nodes[arg].type != n.type)
	return fail ("logic on comparisons of different sizes", stmt);
      n.args.push_back (arg);
    }
  m_dag.nodes.push_back (n);
  node = m_dag.nodes.size () - 1;
  m_masks.insert (node);
  m_node_of[lhs] = node;
  return true;
}

/* The node of STMT, which ends the chain of reduction RED.  */
bool
dag_builder::translate_reduction (gimple *stmt, int red)
{
  snode n;
  n.kind = snode_kind::reduce;
  n.type = type_id (TREE_TYPE (m_reductions[red].result));
  n.code = m_reductions[red].code;
  n.combine = n.code == MINUS_EXPR ? PLUS_EXPR : n.code;
  n.external = red;
  std::vector<tree> operands = m_reductions[red].operands;
  if (m_reductions[red].in_order)
    {
      /* The chain's operands in the order the scalar loop adds them.  */
      n.combine = 0;
      std::reverse (operands.begin (), operands.end ());
    }
  for (tree op : operands)
    {
      int value;
      if (!number_operand (op, stmt, value))
	return false;
      n.args.push_back (value);
    }
  m_dag.nodes.push_back (n);
  return true;
}

bool
dag_builder::translate (gimple *stmt)
{
  int red = reduction_of (stmt);
  if (red >= 0)
    return translate_reduction (stmt, red);
  auto access = m_access.find (stmt);
  if (access != m_access.end ())
    return translate_access (stmt, access->second.first,
			     access->second.second);

  if (m_record_parts.count (stmt))
    return translate_split_access (stmt);

  snode n;
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME)
    return fail ("unsupported statement in the loop body", stmt);
  if (complex_part_stmt_p (stmt))
    return translate_complex (stmt, lhs);
  if (m_fused.count (stmt))
    return translate_fused_addition (stmt, lhs);
  /* A complex value made otherwise than from its parts
     (__builtin_mul_overflow's): the operation is not lane-wise.  */
  if (TREE_CODE (TREE_TYPE (lhs)) == COMPLEX_TYPE)
    return fail ("operation the planner does not handle", stmt);
  if (is_gimple_assign (stmt))
    {
      tree_code code = gimple_assign_rhs_code (stmt);
      bool truth = TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE;
      if (TREE_CODE_CLASS (code) == tcc_comparison || code == COND_EXPR
	  || (truth && (code == BIT_NOT_EXPR || code == BIT_AND_EXPR
			|| code == BIT_IOR_EXPR || code == BIT_XOR_EXPR)))
	return translate_condition (stmt, lhs);
      if (truth)
	return fail ("truth value computed in a way the planner does not "
		     "handle", stmt);
    }
  tree type = TREE_TYPE (lhs);
  if (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type))
    return fail ("value of a type the planner does not handle", stmt);

  auto_vec<tree> ops;
  if (is_gimple_assign (stmt))
    {
      tree_code code = gimple_assign_rhs_code (stmt);
      if (code == SSA_NAME || (gimple_assign_single_p (stmt)
			       && is_gimple_min_invariant
				    (gimple_assign_rhs1 (stmt))))
	{
	  /* A copy: the value is its operand's.  */
	  int node;
	  if (!operand_node (gimple_assign_rhs1 (stmt), stmt, node))
	    return false;
	  m_node_of[lhs] = node;
	  return true;
	}
      if (!lanewise_tree_code_p (code) && !division_by_constant_p (stmt))
	return fail (code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR
		     ? "integer division by a value that is not a constant "
		       "or may trap"
		     : "operation the planner does not handle", stmt);
      if ((CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
	   || code == FIX_TRUNC_EXPR)
	  && !operand_equal_p (TYPE_SIZE (type),
			       TYPE_SIZE (TREE_TYPE (gimple_assign_rhs1
							(stmt)))))
	return translate_conversion (stmt, lhs, gimple_assign_rhs1 (stmt));
      n.code = code;
      n.commutative = commutative_tree_code (code);
      n.additive = code == PLUS_EXPR || code == MINUS_EXPR;
      n.subtraction = code == MINUS_EXPR;
      n.multiplication = code == MULT_EXPR;
      /* An integer division (by a constant: the planners take no
	 other) is a multiply-high sequence of several instructions,
	 with shuffles for 32-bit lanes on x86.  */
      n.slow = (code == RDIV_EXPR || code == TRUNC_DIV_EXPR
		|| code == TRUNC_MOD_EXPR || code == EXACT_DIV_EXPR
		|| code == FLOOR_DIV_EXPR || code == CEIL_DIV_EXPR
		|| code == ROUND_DIV_EXPR || code == FLOOR_MOD_EXPR
		|| code == CEIL_MOD_EXPR || code == ROUND_MOD_EXPR);
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	ops.safe_push (gimple_op (stmt, i));
      n.rule = bit_rule_of (code, type, ops, &n.shift);
    }
  else if (lanewise_call_fn (stmt) != IFN_LAST)
    {
      n.code = internal_fn_code_base + lanewise_call_fn (stmt);
      n.slow = lanewise_call_fn (stmt) == IFN_SQRT;
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	ops.safe_push (gimple_call_arg (stmt, i));
    }
  else
    return fail ("unsupported statement in the loop body", stmt);

  n.kind = snode_kind::compute;
  n.type = type_id (type);
  for (tree op : ops)
    {
      int node;
      if (!number_operand (op, stmt, node))
	return false;
      /* A shift count computed in the loop in a type of another size:
	 converted to the shifted value's type (its value, below the
	 precision, survives), so the vector shift has one lane size.  */
      if ((n.code == LSHIFT_EXPR || n.code == RSHIFT_EXPR)
	  && n.args.size () == 1 && defined_in_loop_p (op)
	  && INTEGRAL_TYPE_P (TREE_TYPE (op))
	  && TYPE_PRECISION (TREE_TYPE (op))
	     == tree_to_uhwi (TYPE_SIZE (TREE_TYPE (op)))
	  && m_dag.types[m_dag.nodes[node].type].bytes != m_dag.types[n.type].bytes)
	node = integer_steps (node, m_dag.types[n.type].bytes, true, type);
      n.args.push_back (node);
    }
  m_dag.nodes.push_back (n);
  m_node_of[lhs] = m_dag.nodes.size () - 1;
  return true;
}

/* Translate STMT, an addition the scalar loop computes as a fused
   multiply-add (fp-contraction.h), defining LHS: a node of that fused
   multiply-add, so that the vector loop rounds where the scalar loop
   does.  */
bool
dag_builder::translate_fused_addition (gimple *stmt, tree lhs)
{
  const fused_addition &f = m_fused[stmt];
  snode n;
  n.kind = snode_kind::compute;
  n.type = type_id (TREE_TYPE (lhs));
  n.code = internal_fn_code_base + f.fn;
  n.commutative = true;		/* The product's operands.  */
  /* GCC's SLP sees the addition or subtraction, before widening_mul.  */
  n.additive = true;
  for (tree op : { f.mul1, f.mul2, f.addend })
    {
      int node;
      if (!number_operand (op, stmt, node))
	return false;
      n.args.push_back (node);
    }
  m_dag.nodes.push_back (n);
  m_node_of[lhs] = m_dag.nodes.size () - 1;
  return true;
}

} // namespace hyperlane
