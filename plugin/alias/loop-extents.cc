/* The bytes an access inside a loop nest touches (loop-extents.h).

   SCEV gives the access's pointer as an affine evolution in the loops
   around it, {{base, +, s1}_1, +, s2}_2, and each loop's latch count N.
   Over all iterations the pointer lies in base + sum of [min (0, s * N),
   max (0, s * N)].  Everything must be computable in the entry block:
   each SSA name is rewritten as the arithmetic that defines it, down to
   the function's parameters and constants, without a load, a PHI or an
   operation that can trap.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-dfa.h"
#include "tree-data-ref.h"
#include "address-parts.h"
#include "loop-extents.h"

namespace hyperlane {

namespace {

/* Expressions larger than this are not rebuilt at entry.  */
constexpr unsigned max_expression_nodes = 200;

/* Whether an operation of CODE with second operand OP1 is arithmetic
   the entry block may compute whatever the parameters: no division by a
   variable (or by -1, which overflows), no shift by a variable.  */
bool
safe_operation_p (tree_code code, tree op1)
{
  switch (code)
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case POINTER_PLUS_EXPR:
    case POINTER_DIFF_EXPR: case NEGATE_EXPR: case NOP_EXPR: case CONVERT_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR: case BIT_NOT_EXPR:
    case MIN_EXPR: case MAX_EXPR: case ABS_EXPR: case ABSU_EXPR:
    case LT_EXPR: case LE_EXPR: case GT_EXPR: case GE_EXPR: case EQ_EXPR:
    case NE_EXPR: case TRUTH_AND_EXPR: case TRUTH_OR_EXPR:
    case TRUTH_ANDIF_EXPR: case TRUTH_ORIF_EXPR: case TRUTH_NOT_EXPR:
    case TRUTH_XOR_EXPR: case COND_EXPR: case NON_LVALUE_EXPR:
      return true;
    case TRUNC_DIV_EXPR: case EXACT_DIV_EXPR: case FLOOR_DIV_EXPR:
    case CEIL_DIV_EXPR: case ROUND_DIV_EXPR: case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR: case CEIL_MOD_EXPR: case ROUND_MOD_EXPR:
      return op1 && TREE_CODE (op1) == INTEGER_CST && !integer_zerop (op1)
	     && !integer_minus_onep (op1);
    case LSHIFT_EXPR: case RSHIFT_EXPR:
      return op1 && TREE_CODE (op1) == INTEGER_CST
	     && tree_int_cst_sgn (op1) >= 0
	     && compare_tree_int (op1, 64) < 0;
    default:
      return false;
    }
}

/* Rewrites expressions in terms of the function's parameters.  */
class entry_expander
{
public:
  ~entry_expander ();
  tree expand (tree expr);
  /* EXPR with each SSA name that is a function of the parameters alone
     replaced by a name without a definition, which SCEV keeps as an
     invariant (it gives up on definitions it cannot read, as an exact
     division of a variable array's stride, even where they do not
     change); expand turns them back into the parameters' arithmetic.  */
  tree hide_invariants (tree expr);

private:
  tree expand_definition (gimple *def);
  tree rebuild (tree_code code, tree type, tree op0, tree op1, tree op2);
  static tree hide_one (tree *tp, int *walk_subtrees, void *data);

  hash_map<tree, tree> m_names;
  /* Name without a definition -> the expression it stands for.  */
  hash_map<tree, tree> m_hidden;
  auto_vec<tree> m_hidden_names;
  unsigned m_nodes = 0;
};

entry_expander::~entry_expander ()
{
  if (m_hidden_names.is_empty ())
    return;
  /* SCEV's cache must not outlive the names it may hold.  */
  if (scev_initialized_p ())
    scev_reset_htab ();
  for (tree name : m_hidden_names)
    release_ssa_name (name);
}

tree
entry_expander::hide_one (tree *tp, int *walk_subtrees, void *data)
{
  entry_expander *self = (entry_expander *) data;
  tree t = *tp;
  if (TYPE_P (t) || DECL_P (t) || CONSTANT_CLASS_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) != SSA_NAME)
    return NULL_TREE;
  *walk_subtrees = 0;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return NULL_TREE;
  tree value = self->expand (t);
  if (!value)
    return NULL_TREE;
  /* A definition "in" the entry block, outside every loop: SCEV reads
     the name's block to see that it is invariant.  */
  gimple *nowhere = gimple_build_nop ();
  gimple_set_bb (nowhere, ENTRY_BLOCK_PTR_FOR_FN (cfun));
  tree name = make_ssa_name (TREE_TYPE (t), nowhere);
  self->m_hidden.put (name, value);
  self->m_hidden_names.safe_push (name);
  *tp = name;
  return NULL_TREE;
}

tree
entry_expander::hide_invariants (tree expr)
{
  if (TREE_CODE (expr) == SSA_NAME)
    return expr;		/* SCEV follows its definition itself.  */
  expr = unshare_expr (expr);
  walk_tree (&expr, hide_one, this, NULL);
  return expr;
}

tree
entry_expander::rebuild (tree_code code, tree type, tree op0, tree op1,
			 tree op2)
{
  if (!safe_operation_p (code, op1))
    return NULL_TREE;
  op0 = expand (op0);
  if (!op0)
    return NULL_TREE;
  if (op1 && !(op1 = expand (op1)))
    return NULL_TREE;
  if (op2 && !(op2 = expand (op2)))
    return NULL_TREE;
  if (op2)
    return fold_build3 (code, type, op0, op1, op2);
  if (op1)
    return fold_build2 (code, type, op0, op1);
  return fold_build1 (code, type, op0);
}

tree
entry_expander::expand_definition (gimple *def)
{
  if (!is_gimple_assign (def) || gimple_has_volatile_ops (def)
      || gimple_vuse (def))
    return NULL_TREE;
  tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  switch (gimple_assign_rhs_class (def))
    {
    case GIMPLE_SINGLE_RHS:
      return expand (gimple_assign_rhs1 (def));
    case GIMPLE_UNARY_RHS:
      return rebuild (code, type, gimple_assign_rhs1 (def), NULL_TREE,
		      NULL_TREE);
    case GIMPLE_BINARY_RHS:
      return rebuild (code, type, gimple_assign_rhs1 (def),
		      gimple_assign_rhs2 (def), NULL_TREE);
    case GIMPLE_TERNARY_RHS:
      return rebuild (code, type, gimple_assign_rhs1 (def),
		      gimple_assign_rhs2 (def), gimple_assign_rhs3 (def));
    default:
      return NULL_TREE;
    }
}

tree
entry_expander::expand (tree expr)
{
  if (++m_nodes > max_expression_nodes)
    return NULL_TREE;
  if (is_gimple_min_invariant (expr))
    return expr;
  if (TREE_CODE (expr) == ADDR_EXPR)
    {
      offset_int bytes;
      tree ptr = address_pointer_and_bytes (expr, &bytes);
      if (!ptr || !wi::fits_shwi_p (bytes) || !(ptr = expand (ptr)))
	return NULL_TREE;
      return fold_convert (TREE_TYPE (expr),
			   fold_build_pointer_plus_hwi (ptr, bytes.to_shwi ()));
    }
  if (TREE_CODE (expr) == SSA_NAME)
    {
      if (tree *hidden = m_hidden.get (expr))
	return *hidden;
      if (tree *done = m_names.get (expr))
	return *done;
      tree r = NULL_TREE;
      if (SSA_NAME_IS_DEFAULT_DEF (expr))
	r = parameter_value_p (expr) ? expr : NULL_TREE;
      else
	r = expand_definition (SSA_NAME_DEF_STMT (expr));
      m_names.put (expr, r);
      return r;
    }
  if (tree_contains_chrecs (expr, NULL))
    return NULL_TREE;
  switch (TREE_CODE_LENGTH (TREE_CODE (expr)))
    {
    case 1:
      return rebuild (TREE_CODE (expr), TREE_TYPE (expr),
		      TREE_OPERAND (expr, 0), NULL_TREE, NULL_TREE);
    case 2:
      return rebuild (TREE_CODE (expr), TREE_TYPE (expr),
		      TREE_OPERAND (expr, 0), TREE_OPERAND (expr, 1),
		      NULL_TREE);
    case 3:
      return rebuild (TREE_CODE (expr), TREE_TYPE (expr),
		      TREE_OPERAND (expr, 0), TREE_OPERAND (expr, 1),
		      TREE_OPERAND (expr, 2));
    default:
      return NULL_TREE;
    }
}

} // anon namespace

const char *
loop_access_extent (gimple *stmt, tree address, HOST_WIDE_INT from,
		    HOST_WIDE_INT size, access_extent *extent)
{
  class loop *loop = loop_containing_stmt (stmt);
  entry_expander entry;
  tree ev = address;
  if (loop_outer (loop))
    {
      class loop *outermost = superloop_at_depth (loop, 1);
      ev = analyze_scalar_evolution (loop, entry.hide_invariants (address));
      ev = instantiate_scev (loop_preheader_edge (outermost), loop, ev);
    }
  if (ev == chrec_dont_know || chrec_contains_undetermined (ev))
    return "its address does not evolve affinely";

  /* The offsets from the base: sums of min (0, s * N) and max (0, s * N),
     each product taken modulo 2^64 and compared as signed.  */
  tree lo_off = size_zero_node, hi_off = size_zero_node;
  while (TREE_CODE (ev) == POLYNOMIAL_CHREC)
    {
      class loop *l = get_chrec_loop (ev);
      tree step = CHREC_RIGHT (ev);
      if (tree_contains_chrecs (step, NULL))
	return "its address does not evolve affinely";
      tree n = number_of_latch_executions (l);
      if (!n || chrec_contains_undetermined (n)
	  || tree_contains_chrecs (n, NULL))
	return "a loop around it has no known iteration count";
      step = entry.expand (step);
      n = entry.expand (n);
      if (!step || !n)
	return "a loop bound or step is not computed from parameters alone";
      tree span = fold_build2 (MULT_EXPR, sizetype,
			       fold_convert (sizetype, step),
			       fold_convert (sizetype, n));
      tree signed_span = fold_convert (ssizetype, span);
      tree down = fold_build2 (MIN_EXPR, ssizetype, signed_span,
			       ssize_int (0));
      tree up = fold_build2 (MAX_EXPR, ssizetype, signed_span,
			     ssize_int (0));
      lo_off = fold_build2 (PLUS_EXPR, sizetype, lo_off,
			    fold_convert (sizetype, down));
      hi_off = fold_build2 (PLUS_EXPR, sizetype, hi_off,
			    fold_convert (sizetype, up));
      ev = CHREC_LEFT (ev);
    }
  if (tree_contains_chrecs (ev, NULL))
    return "its address does not evolve affinely";
  tree base = entry.expand (ev);
  if (!base)
    return "its address is not computed from parameters alone";
  /* Accesses a constant apart share all but the constant.  */
  tree var, constant;
  split_constant_offset (base, &var, &constant);
  HOST_WIDE_INT bytes = 0;
  if (TREE_CODE (constant) == INTEGER_CST && tree_fits_shwi_p (constant)
      && POINTER_TYPE_P (TREE_TYPE (var)))
    {
      bytes = tree_to_shwi (constant);
      base = var;
    }
  extent->base = fold_convert (unsigned_type_for (ptr_type_node), base);
  extent->lo_off = lo_off;
  extent->hi_off = hi_off;
  extent->lo = bytes + from;
  extent->hi = bytes + from + size;
  return nullptr;
}

bool
same_evolution_p (const access_extent &a, const access_extent &b)
{
  return operand_equal_p (a.base, b.base, 0)
	 && operand_equal_p (a.lo_off, b.lo_off, 0)
	 && operand_equal_p (a.hi_off, b.hi_off, 0);
}

void
extent_bounds (const access_extent &e, tree *lo, tree *hi)
{
  tree uptr = TREE_TYPE (e.base);
  *lo = fold_build2 (PLUS_EXPR, uptr, e.base,
		     fold_convert (uptr,
				   fold_build2 (PLUS_EXPR, sizetype, e.lo_off,
						size_int (e.lo))));
  *hi = fold_build2 (PLUS_EXPR, uptr, e.base,
		     fold_convert (uptr,
				   fold_build2 (PLUS_EXPR, sizetype, e.hi_off,
						size_int (e.hi))));
}

} // namespace hyperlane
