/* GIMPLE loop body -> scalar DAG: which operations are lane-wise, which
   statements are needed, their operands and types, the run
   (the translation of each statement: body-translate.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "dag-builder.h"
#include "loop-analysis.h"
#include "reductions.h"
#include "../target/gcc-target.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace hyperlane {

/* Why GCC 12's loop vectorizer leaves a loop scalar for its in-order sum
   (dag_builder::in_order_sum_refused_by_gcc).  */
static const char *const in_order_types_cause
  = "a floating-point sum accumulated in order, of a type wider than "
    "another value of the loop (GCC 12 accumulates in order on one vector "
    "type only)";
static const char *const in_order_chain_cause
  = "a floating-point sum accumulated in order by statements of different "
    "shapes (GCC 12 accumulates a chain in order only as an SLP reduction "
    "of like statements)";

/* Whether A and B, values of the loop body, are computed alike to DEPTH
   statements: what GCC's SLP needs of the statements of a reduction chain.
   The operands of a commutative operation may come in either order, as
   SLP swaps them (vect_build_slp_tree_2) where the first order does not
   match.  */
bool
dag_builder::computed_alike_p (tree a, tree b, unsigned depth) const
{
  const bool a_inside = defined_in_loop_p (a);
  const bool b_inside = defined_in_loop_p (b);
  if (!a_inside || !b_inside)
    return a_inside == b_inside;
  gassign *da = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
      || gimple_num_ops (da) != gimple_num_ops (db)
      || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  if (gimple_assign_load_p (da) || gimple_assign_load_p (db))
    return gimple_assign_load_p (da) && gimple_assign_load_p (db);
  if (depth == 0)
    return false;
  auto operands_alike = [&] (unsigned first_b, unsigned second_b) {
    for (unsigned i = 1; i < gimple_num_ops (da); i++)
      {
	unsigned j = i == 1 ? first_b : i == 2 ? second_b : i;
	if (!computed_alike_p (gimple_op (da, i), gimple_op (db, j),
			       depth - 1))
	  return false;
      }
    return true;
  };
  return (operands_alike (1, 2)
	  || (commutative_tree_code (gimple_assign_rhs_code (da))
	      && gimple_num_ops (da) == 3 && operands_alike (2, 1)));
}

bool
lanewise_internal_fn_p (internal_fn fn)
{
  switch (fn)
    {
    case IFN_SQRT:
    case IFN_FMA:
    case IFN_FMS:
    case IFN_FNMA:
    case IFN_FNMS:
    case IFN_FMIN:
    case IFN_FMAX:
      return true;
    default:
      return false;
    }
}

/* The lane-wise internal function STMT computes: an internal call, or a
   call of a math builtin that neither reads nor writes memory (errno: only
   with -fno-math-errno) and has an internal-function twin.  */
internal_fn
lanewise_call_fn (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  if (!call)
    return IFN_LAST;
  internal_fn fn = IFN_LAST;
  if (gimple_call_internal_p (call))
    fn = gimple_call_internal_fn (call);
  else if (gimple_call_builtin_p (call, BUILT_IN_NORMAL)
	   && !gimple_vuse (call) && !gimple_vdef (call))
    fn = associated_internal_fn (gimple_call_fndecl (call));
  return fn != IFN_LAST && lanewise_internal_fn_p (fn) ? fn : IFN_LAST;
}

/* Mark the statements whose values reach a store: the slice of the loop
   body the vector loop must compute.  */
bool
dag_builder::mark_needed ()
{
  auto_vec<gimple *> work;
  for (data_reference *dr : m_la.datarefs ())
    if (!DR_IS_READ (dr))
      work.safe_push (DR_STMT (dr));
  for (const reduction_info &r : m_reductions)
    work.safe_push (r.stmt);
  while (!work.is_empty ())
    {
      gimple *stmt = work.pop ();
      if (m_needed.count (stmt))
	continue;
      if (gimple_code (stmt) == GIMPLE_PHI)
	{
	  /* An integer induction variable with a constant step is data
	     the vector loop computes from its iteration number.  */
	  tree name = gimple_phi_result (stmt);
	  affine_iv iv;
	  if (gimple_bb (stmt) != m_loop->header
	      || !INTEGRAL_TYPE_P (TREE_TYPE (name))
	      || !simple_iv (m_loop, m_loop, name, &iv, false)
	      || TREE_CODE (iv.step) != INTEGER_CST)
	    return fail ("an induction variable is used as data", stmt);
	  m_needed.insert (stmt);
	  m_inductions.push_back ({ name, iv.base, iv.step });
	  continue;
	}
      m_needed.insert (stmt);
      auto_vec<tree> ops;
      if (!value_operands (stmt, ops))
	return false;
      for (tree op : ops)
	if (defined_in_loop_p (op))
	  work.safe_push (SSA_NAME_DEF_STMT (op));
    }
  return true;
}

/* Why GCC 12's loop vectorizer leaves the loop scalar for its in-order
   sum, or null.  It accumulates a chain of statements in order only as an
   SLP reduction chain, whose statements add values computed alike
   ("in-order reduction chain without SLP" where it builds none).  It
   accumulates a fold-left reduction on one vector type only, and a
   needed value of a narrower type (the smallest type a
   statement involves, as vect_get_smallest_scalar_type reads it) gives
   the loop more iterations per vector than that type holds
   (vectorizable_reduction: "multiple types in ... fold-left
   reduction").  */
const char *
dag_builder::in_order_sum_refused_by_gcc () const
{
  unsigned long widest = 0;
  for (const reduction_info &r : m_reductions)
    if (r.in_order)
      {
	for (tree op : r.operands)
	  if (!computed_alike_p (op, r.operands[0], 8))
	    return in_order_chain_cause;
	widest = std::max (widest,
			   tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (r.result))));
      }
  if (!widest)
    return nullptr;
  auto narrower = [widest] (tree type) {
    return ((INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type))
	    && TREE_CODE (type) != BOOLEAN_TYPE
	    && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
	    && tree_to_uhwi (TYPE_SIZE_UNIT (type)) < widest);
  };
  for (gimple *stmt : m_needed)
    {
      tree lhs = gimple_get_lhs (stmt);
      if (lhs && narrower (TREE_TYPE (lhs)))
	return in_order_types_cause;
      tree rhs = NULL_TREE;
      if (gassign *assign = dyn_cast<gassign *> (stmt))
	{
	  tree_code code = gimple_assign_rhs_code (assign);
	  if (gimple_assign_cast_p (assign) || code == FLOAT_EXPR
	      || TREE_CODE_CLASS (code) == tcc_comparison)
	    rhs = gimple_assign_rhs1 (assign);
	}
      else if (gcall *call = dyn_cast<gcall *> (stmt))
	if (gimple_call_num_args (call))
	  rhs = gimple_call_arg (call, 0);
      if (rhs && narrower (TREE_TYPE (rhs)))
	return in_order_types_cause;
    }
  return nullptr;
}

/* Fill m_fused with the contractions of the scalar loop GCC runs; false,
   with the reason, where they cannot be predicted or where one fuses a
   product into an in-order sum, whose lanes the vector loop adds one by
   one.  */
bool
dag_builder::predict_scalar_contractions ()
{
  if (const char *why = predict_fp_contractions (m_loop, m_fused))
    return fail (why, nullptr);
  for (const reduction_info &r : m_reductions)
    if (r.in_order)
      for (gimple *stmt : r.chain)
	if (m_fused.count (stmt))
	  return fail ("the scalar loop fuses a multiplication into its "
		       "in-order sum (-ffp-contract=fast), which the vector "
		       "loop adds lane by lane: -ffp-contract=off computes "
		       "both apart", stmt);
  return true;
}

/* The operands of STMT that carry data (not addresses).  */
bool
dag_builder::value_operands (gimple *stmt, auto_vec<tree> &ops)
{
  int red = reduction_of (stmt);
  if (red >= 0)
    {
      /* Only the accumulated operands; the running value is the PHI's.  */
      for (tree op : m_reductions[red].operands)
	ops.safe_push (op);
      return true;
    }
  auto fused = m_fused.find (stmt);
  if (fused != m_fused.end ())
    {
      /* The product's operands and the addend: the multiplication and a
	 negation in between are gone from the scalar loop too.  */
      ops.safe_push (fused->second.mul1);
      ops.safe_push (fused->second.mul2);
      ops.safe_push (fused->second.addend);
      return true;
    }
  /* A split access: the value a complex store stores, or none.  */
  if (m_record_parts.count (stmt))
    {
      if (TREE_CODE (gimple_assign_rhs1 (stmt)) == SSA_NAME)
	ops.safe_push (gimple_assign_rhs1 (stmt));
      return true;
    }
  if (m_access.count (stmt))
    {
      /* Only a conditional store has an option that makes it
	 unconditional.  */
      if (!gimple_assign_single_p (stmt))
	return fail (gimple_vdef (stmt)
		     ? "masked or conditional memory access (if-converted "
		       "code): -fallow-store-data-races may let if-conversion "
		       "store on every iteration"
		     : "masked or conditional memory access (if-converted "
		       "code)", stmt);
      /* A store's value; a load has none (its address is not data).  */
      if (gimple_vdef (stmt))
	ops.safe_push (gimple_assign_rhs1 (stmt));
      return true;
    }
  if (is_gimple_assign (stmt))
    {
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	{
	  tree op = gimple_op (stmt, i);
	  /* The condition of a COND_EXPR may be a comparison tree.  */
	  if (COMPARISON_CLASS_P (op))
	    {
	      ops.safe_push (TREE_OPERAND (op, 0));
	      ops.safe_push (TREE_OPERAND (op, 1));
	    }
	  /* A part of a complex value computed in the loop
	     (body-records.cc).  */
	  else if ((TREE_CODE (op) == REALPART_EXPR
		    || TREE_CODE (op) == IMAGPART_EXPR)
		   && TREE_CODE (TREE_OPERAND (op, 0)) == SSA_NAME)
	    ops.safe_push (TREE_OPERAND (op, 0));
	  else
	    ops.safe_push (op);
	}
      return true;
    }
  if (is_gimple_call (stmt)
      && (gimple_call_internal_p (stmt) || lanewise_call_fn (stmt) != IFN_LAST))
    {
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	ops.safe_push (gimple_call_arg (stmt, i));
      return true;
    }
  return fail ("unsupported statement in the loop body", stmt);
}

/* Whether TYPE is an integer type narrower than its mode, as _Bool is:
   a vector of such elements is a GCC mask type, whose constants and
   operations mean other bits than the scalar's.  */
static bool
reduced_precision_p (tree type)
{
  return (INTEGRAL_TYPE_P (type)
	  && TYPE_PRECISION (type)
	     != GET_MODE_PRECISION (SCALAR_INT_TYPE_MODE (type)));
}

/* Whether STMT selects between 16-bit floating-point values (a COND_EXPR
   of if-converted code in HFmode).  */
static bool
half_float_select_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt)
      || gimple_assign_rhs_code (stmt) != COND_EXPR)
    return false;
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  return SCALAR_FLOAT_TYPE_P (type) && TYPE_PRECISION (type) == 16;
}

/* Whether STMT is an internal call that only has vector expanders, as
   if-conversion's .MASK_LOAD, .MASK_STORE and .COND_* have: the loop
   stays as the vector loop's scalar epilogue, where it cannot run.  */
static bool
vector_only_call_p (gimple *stmt)
{
  gcall *call = dyn_cast<gcall *> (stmt);
  return (call && gimple_call_internal_p (call)
	  && direct_internal_fn_p (gimple_call_internal_fn (call))
	  && !direct_internal_fn_supported_p (call, OPTIMIZE_FOR_SPEED));
}

int
dag_builder::type_id (tree type)
{
  if (!m_reduced_precision_type && reduced_precision_p (type))
    m_reduced_precision_type = type;
  for (size_t i = 0; i < m_ctx.types.size (); i++)
    if (types_compatible_p (m_ctx.types[i], type))
      return i;
  m_ctx.types.push_back (type);
  m_dag.types.push_back ({ (unsigned) tree_to_uhwi (TYPE_SIZE_UNIT (type)),
			   FLOAT_TYPE_P (type) != 0,
			   TYPE_UNSIGNED (type) != 0 });
  return m_ctx.types.size () - 1;
}

int
dag_builder::invariant_node (tree op)
{
  for (size_t i = 0; i < m_dag.nodes.size (); i++)
    {
      const snode &n = m_dag.nodes[i];
      if (n.kind == snode_kind::invariant
	  && operand_equal_p (m_ctx.invariants[n.external], op, 0)
	  && types_compatible_p (TREE_TYPE (m_ctx.invariants[n.external]),
				 TREE_TYPE (op)))
	return i;
    }
  snode n;
  n.kind = snode_kind::invariant;
  n.type = type_id (TREE_TYPE (op));
  n.external = m_ctx.invariants.size ();
  m_ctx.invariants.push_back (op);
  m_dag.nodes.push_back (n);
  return m_dag.nodes.size () - 1;
}

/* The node for operand OP of USER.  */
bool
dag_builder::operand_node (tree op, gimple *user, int &node)
{
  if (defined_in_loop_p (op))
    {
      auto it = m_node_of.find (op);
      if (it == m_node_of.end ())
	return fail ("operand not computed in the loop body", user);
      node = it->second;
      return true;
    }
  if (!is_gimple_min_invariant (op) && TREE_CODE (op) != SSA_NAME)
    return fail ("unsupported operand", user);
  node = invariant_node (op);
  return true;
}

/* A compute node converting ARG to TYPE with CODE (VIEW_CONVERT_EXPR:
   the same bits read as TYPE).  */
int
dag_builder::add_conversion (int code, tree type, int arg)
{
  snode n;
  n.kind = snode_kind::compute;
  n.type = type_id (type);
  n.code = code;
  n.args.push_back (arg);
  /* Integer steps of a conversion chain.  */
  n.rule = (code == NOP_EXPR && INTEGRAL_TYPE_P (type)
	    && !m_dag.types[m_dag.nodes[arg].type].is_float)
	   ? bit_rule::ring : bit_rule::other;
  m_dag.nodes.push_back (n);
  return m_dag.nodes.size () - 1;
}

/* NODE (an integer) converted to GOAL bytes by steps that each double or
   halve the size, through integer types of IS_UNSIGNED; the last step's
   type is LAST when given.  */
int
dag_builder::integer_steps (int node, unsigned goal, bool is_unsigned,
			    tree last)
{
  unsigned size = m_dag.types[m_dag.nodes[node].type].bytes;
  while (size != goal)
    {
      size = size < goal ? size * 2 : size / 2;
      tree t = size == goal && last
	       ? last : build_nonstandard_integer_type (size * BITS_PER_UNIT,
							is_unsigned);
      node = add_conversion (NOP_EXPR, t, node);
    }
  return node;
}

/* The node of operand OP of USER, which must be a number, not a
   comparison result.  */
bool
dag_builder::number_operand (tree op, gimple *user, int &node)
{
  if (!operand_node (op, user, node))
    return false;
  if (m_masks.count (node))
    return fail ("a comparison result used as a number", user);
  return true;
}

build_failure
dag_builder::run ()
{
  const std::vector<access_group> &groups = m_la.groups ();
  for (size_t g = 0; g < groups.size (); g++)
    for (const group_member &m : groups[g].members)
      if (split_access_p (DR_STMT (m.dr)))
	m_record_parts[DR_STMT (m.dr)].push_back ({ (int) g, m.field, m.dr });
      else
	m_access[DR_STMT (m.dr)] = { (int) g, m.field };

  /* Where GCC's loop vectorizer leaves the loop scalar, the scalar
     loop's rounding is what GCC's code gives, fused multiply-adds
     included; where it vectorizes the loop, it fuses as its own vector
     statements allow, and so may hyperlane.  */
  m_ctx.reversed = loop_runs_reversed ();
  const char *negative_cause = negative_groups_refused_by_gcc ();
  m_dag.gcc_scalar_cause = negative_cause;
  const bool refused = statement_refused_by_gcc (m_loop) || negative_cause;
  if (refused && !predict_scalar_contractions ())
    return m_fail;
  if (!mark_needed ())
    return m_fail;
  if (!refused)
    if (const char *cause = in_order_sum_refused_by_gcc ())
      {
	m_dag.gcc_scalar_cause = cause;
	if (!predict_scalar_contractions ())
	  return m_fail;
	if (!m_fused.empty ())
	  {
	    /* A fused addition's operands are the product's.  */
	    m_needed.clear ();
	    m_inductions.clear ();
	    if (!mark_needed ())
	      return m_fail;
	  }
      }
  for (gimple_stmt_iterator gsi = gsi_start_bb (m_loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      if (vector_only_call_p (gsi_stmt (gsi)))
	{
	  fail ("masked or conditional operation of if-converted code that "
		"the scalar epilogue cannot run", gsi_stmt (gsi));
	  return m_fail;
	}
      if (half_float_select_p (gsi_stmt (gsi))
	  && scalar_half_float_select_broken_p ())
	{
	  fail ("a select of _Float16 values of if-converted code, which "
		"GCC 12's back end can emit in the scalar epilogue as a "
		"masked store the assembler rejects (-mno-avx512fp16 "
		"avoids it)", gsi_stmt (gsi));
	  return m_fail;
	}
    }
  for (const body_context::induction &iv : m_inductions)
    {
      snode n;
      n.kind = snode_kind::induction;
      n.type = type_id (TREE_TYPE (iv.name));
      n.external = m_ctx.inductions.size ();
      m_ctx.inductions.push_back (iv);
      m_dag.nodes.push_back (n);
      m_node_of[iv.name] = m_dag.nodes.size () - 1;
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (m_loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || !m_needed.count (stmt))
	continue;
      if (!translate (stmt))
	return m_fail;
      if (m_reduced_precision_type)
	{
	  fail ("a type narrower than its element size (_Bool, bool, "
		"LOGICAL, a 1-bit field: use unsigned char)", stmt);
	  return m_fail;
	}
    }
  /* After the DAG's groups, for the alias checks only.  */
  for (int g : m_invariant_groups)
    m_ctx.groups.push_back (&m_la.groups ()[g]);
  return {};
}

const char *
dag_operation_name (int code)
{
  if (code >= internal_fn_code_base)
    return internal_fn_name (internal_fn (code - internal_fn_code_base));
  return get_tree_code_name (tree_code (code));
}

build_failure
build_scalar_dag (const loop_analysis &la,
		  const std::vector<reduction_info> &reductions,
		  scalar_dag &dag, body_context &ctx)
{
  return dag_builder (la, reductions, dag, ctx).run ();
}

} // namespace hyperlane
