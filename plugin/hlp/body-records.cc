/* The scalar DAG builder's translation of complex values and records
   (dag-builder.h): complex values GCC's complex lowering left whole,
   seen as their two parts, and aggregate copies of records and complex
   values, seen as the copies of their parts.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "dag-builder.h"

namespace hyperlane {

/* Why GCC 12's loop vectorizer refuses a loop that computes a complex
   value whole (vect_get_vector_types_for_stmt: "unsupported data-type").  */
static const char *const complex_statement_cause
  = "a statement of complex type (COMPLEX_EXPR)";

/* Whether STMT is part of a complex value GCC's complex lowering left
   whole (tree-complex.cc lowers every operation on complex values but
   those it does not know, such as Fortran's parentheses, PAREN_EXPR,
   and builds the value there from its parts with COMPLEX_EXPR): the
   COMPLEX_EXPR, a copy or PAREN_EXPR of such a value, or its
   REALPART_EXPR or IMAGPART_EXPR.  */
bool
dag_builder::complex_part_stmt_p (gimple *stmt) const
{
  if (!is_gimple_assign (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  switch (gimple_assign_rhs_code (stmt))
    {
    case COMPLEX_EXPR:
      return TREE_CODE (lhs) == SSA_NAME;
    case PAREN_EXPR:
    case SSA_NAME:
      return (TREE_CODE (TREE_TYPE (lhs)) == COMPLEX_TYPE
	      && m_complex_parts.count (rhs));
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      return (TREE_CODE (lhs) == SSA_NAME
	      && m_complex_parts.count (TREE_OPERAND (rhs, 0)));
    default:
      return false;
    }
}

/* Translate STMT, for which complex_part_stmt_p holds, defining LHS: a
   complex value is its pair of parts, and a part of one is the part's
   node.  Parentheses only keep GCC from reassociating across them; the
   value is its operand's.  */
bool
dag_builder::translate_complex (gimple *stmt, tree lhs)
{
  tree rhs = gimple_assign_rhs1 (stmt);
  switch (gimple_assign_rhs_code (stmt))
    {
    case COMPLEX_EXPR:
      m_complex_parts[lhs] = { rhs, gimple_assign_rhs2 (stmt) };
      m_dag.gcc_scalar_cause = complex_statement_cause;
      return true;
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      {
	const std::pair<tree, tree> &parts
	  = m_complex_parts[TREE_OPERAND (rhs, 0)];
	int node;
	if (!number_operand (gimple_assign_rhs_code (stmt) == REALPART_EXPR
			     ? parts.first : parts.second, stmt, node))
	  return false;
	m_node_of[lhs] = node;
	return true;
      }
    default:
      {
	std::pair<tree, tree> parts = m_complex_parts[rhs];
	m_complex_parts[lhs] = parts;
	return true;
      }
    }
}

/* Why GCC 12's loop vectorizer refuses a loop with an aggregate copy
   (vect_analyze_data_refs: "more than one data ref in stmt").  */
static const char *const record_copy_cause
  = "an aggregate copy (a statement with more than one data reference)";

/* The byte offset of part reference REF (split_record_copies) inside its
   record.  */
static unsigned HOST_WIDE_INT
part_offset (tree ref)
{
  if (TREE_CODE (ref) == COMPONENT_REF)
    return tree_to_uhwi (byte_position (TREE_OPERAND (ref, 1)));
  return (TREE_CODE (ref) == IMAGPART_EXPR
	  ? tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref))) : 0);
}

/* Translate STMT, an aggregate copy (record_copy_p): each part loaded
   and stored as it is, bit for bit.  */
bool
dag_builder::translate_record_copy (gimple *stmt)
{
  std::vector<std::pair<unsigned HOST_WIDE_INT, int>> loaded;
  const std::vector<record_part> &parts = m_record_parts[stmt];
  for (const record_part &p : parts)
    if (DR_IS_READ (p.dr))
      {
	if (m_la.groups ()[p.group].step == 0)
	  return fail ("an aggregate copy from a loop-invariant address",
		       stmt);
	int node = access_node (stmt, p.group, p.field, DR_REF (p.dr), -1);
	if (node < 0)
	  return false;
	loaded.push_back ({ part_offset (DR_REF (p.dr)), node });
      }
  for (const record_part &p : parts)
    if (!DR_IS_READ (p.dr))
      {
	int value = -1;
	for (const auto &l : loaded)
	  if (l.first == part_offset (DR_REF (p.dr)))
	    value = l.second;
	if (value < 0 || access_node (stmt, p.group, p.field, DR_REF (p.dr),
				      value) < 0)
	  return fail ("unsupported operand", stmt);
      }
  m_dag.gcc_scalar_cause = record_copy_cause;
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
