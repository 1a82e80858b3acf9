/* The scalar DAG builder's translation of complex values and records
   (dag-builder.h): complex values GCC's complex lowering left whole,
   seen as their two parts, and aggregate copies of records and complex
   values, seen as the copies of their parts.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "dag-builder.h"

#include <utility>

namespace hyperlane {

/* Why GCC 12's loop vectorizer refuses a loop that computes a complex
   value whole (vect_get_vector_types_for_stmt: "unsupported data-type").  */
static const char *const complex_statement_cause
  = "a statement of complex type (COMPLEX_EXPR)";

bool
statement_refused_by_gcc (class loop *loop)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!is_gimple_assign (stmt))
	continue;
      if (split_access_p (stmt)
	  || (TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
	      && TREE_CODE (TREE_TYPE (gimple_assign_lhs (stmt)))
		 == COMPLEX_TYPE))
	return true;
    }
  return false;
}

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
   complex value is the pair of its parts' nodes, and a part of one is
   the part's node.  Parentheses only keep GCC from reassociating across
   them; the value is its operand's.  */
bool
dag_builder::translate_complex (gimple *stmt, tree lhs)
{
  tree rhs = gimple_assign_rhs1 (stmt);
  switch (gimple_assign_rhs_code (stmt))
    {
    case COMPLEX_EXPR:
      {
	int re, im;
	if (!number_operand (rhs, stmt, re)
	    || !number_operand (gimple_assign_rhs2 (stmt), stmt, im))
	  return false;
	m_complex_parts[lhs] = { re, im };
	m_dag.gcc_scalar_cause = complex_statement_cause;
	return true;
      }
    case REALPART_EXPR:
    case IMAGPART_EXPR:
      {
	std::pair<int, int> parts = m_complex_parts[TREE_OPERAND (rhs, 0)];
	m_node_of[lhs] = (gimple_assign_rhs_code (stmt) == REALPART_EXPR
			  ? parts.first : parts.second);
	return true;
      }
    default:
      {
	std::pair<int, int> parts = m_complex_parts[rhs];
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

/* Translate STMT, whose accesses are split (split_access_p): each part
   loaded and stored as it is, bit for bit -- a copy from memory to
   memory, a complex value loaded into a register (the pair of its parts'
   nodes) or stored from one.  */
bool
dag_builder::translate_split_access (gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  /* (offset, node) of each part the statement stores.  */
  std::vector<std::pair<unsigned HOST_WIDE_INT, int>> value;
  const std::vector<record_part> &parts = m_record_parts[stmt];
  if (TREE_CODE (rhs) == SSA_NAME)
    {
      auto it = m_complex_parts.find (rhs);
      if (it == m_complex_parts.end ())
	return fail ("value of a type the planner does not handle", stmt);
      const unsigned HOST_WIDE_INT half
	= tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (TREE_TYPE (rhs))));
      value = { { 0, it->second.first }, { half, it->second.second } };
    }
  for (const record_part &p : parts)
    if (DR_IS_READ (p.dr))
      {
	if (m_la.groups ()[p.group].step == 0)
	  return fail ("an aggregate copy from a loop-invariant address",
		       stmt);
	int node = access_node (stmt, p.group, p.field, DR_REF (p.dr), -1);
	if (node < 0)
	  return false;
	value.push_back ({ part_offset (DR_REF (p.dr)), node });
      }
  if (TREE_CODE (lhs) == SSA_NAME)
    {
      /* Loaded whole: the real part at offset 0.  */
      if (value.size () != 2)
	return fail ("unsupported operand", stmt);
      if (value[0].first != 0)
	std::swap (value[0], value[1]);
      m_complex_parts[lhs] = { value[0].second, value[1].second };
      m_dag.gcc_scalar_cause = complex_statement_cause;
      return true;
    }
  for (const record_part &p : parts)
    if (!DR_IS_READ (p.dr))
      {
	int stored = -1;
	for (const auto &v : value)
	  if (v.first == part_offset (DR_REF (p.dr)))
	    stored = v.second;
	if (stored < 0
	    || access_node (stmt, p.group, p.field, DR_REF (p.dr), stored) < 0)
	  return fail ("unsupported operand", stmt);
      }
  m_dag.gcc_scalar_cause = (TREE_CODE (rhs) == SSA_NAME
			    ? complex_statement_cause : record_copy_cause);
  return true;
}

} // namespace hyperlane
