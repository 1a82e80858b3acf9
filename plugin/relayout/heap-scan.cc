/* The escape analysis of the hyperlane-relayout pass, function by
   function and statement by statement: what each statement does to the
   classes of pointer values, and the reasons it records against them
   (heap-analysis.h); the calls in heap-scan-calls.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "heap-analysis.h"

namespace hyperlane {

/* Dereference REF (of base BASE) of pointer PTR, node N, in statement S,
   that is not the field access the rewrite knows: a reason against PTR's
   class, or, for a scalar that may be a field access GCC folded, one the
   decision checks against the class's target.  INVOLVED and WHOLE_OK as
   in scan_ref.  */
void
heap_analysis::scan_other_deref (tree ref, tree base, tree ptr, int n,
				 gimple *s, bool store, bool whole_ok,
				 int involved)
{
  if (involved >= 0)
    {
      if (TREE_CODE (ref) == TREE_CODE (base) && ref == base)
	block (ptr, "is dereferenced for a whole record (a structure "
		    "copy or a record passed by value)");
      else if (TREE_CODE (ref) == BIT_FIELD_REF)
	block (ptr, "is read as a range of bits that may span several "
		    "fields (GCC merges comparisons of adjacent fields "
		    "into one)");
      else
	block (ptr, "is dereferenced in a way the layout does not "
		    "rewrite (a part of a field, or a field access "
		    "outside an assignment)");
    }
  else
    {
      pretty_printer pp;
      dump_generic_node (&pp, TREE_TYPE (ref == base ? ref : base), 0,
			 TDF_SLIM, false);
      std::string why = std::string ("is dereferenced as '")
			+ pp_formatted_text (&pp) + "'";
      poly_offset_int off = mem_ref_offset (base);
      /* A scalar MEM_REF may be a field access that GCC folded: the
	 class's target decides.  */
      if (whole_ok && ref == base && TREE_CODE (base) == MEM_REF
	  && is_gimple_reg_type (TREE_TYPE (ref))
	  && !TREE_THIS_VOLATILE (ref)
	  && tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
	  && off.is_constant ())
	m_scalars.push_back ({ n, { m_fn, s, store, 0, false },
			       off.to_constant ().to_shwi (),
			       (HOST_WIDE_INT) tree_to_uhwi
				 (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
			       m_loc, describe (ptr) + " " + why });
      else
	block (ptr, why);
    }
}

/* Look at memory reference REF of statement S.  Returns whether it is a
   field access of a target (recorded for the rewrite).  WHOLE_OK: REF is
   the lhs or rhs1 of an assignment, where an access can be rewritten.  */
bool
heap_analysis::scan_ref (tree ref, gimple *s, bool store, bool whole_ok)
{
  int involved = -1;
  tree base = ref;
  for (; handled_component_p (base); base = TREE_OPERAND (base, 0))
    {
      int t = target_of_type (TREE_TYPE (base));
      if (t >= 0 && base != ref)
	involved = t;
      if (t >= 0 && base == ref)
	involved = t;
    }
  int base_target = target_of_type (TREE_TYPE (base));
  if (base_target >= 0)
    involved = base_target;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    {
      tree ptr = TREE_OPERAND (base, 0);
      if (TREE_CODE (ptr) == ADDR_EXPR)
	{
	  tree decl = get_base_address (TREE_OPERAND (ptr, 0));
	  if (decl && DECL_P (decl))
	    refuse_decl (decl);
	  if (decl && TREE_CODE (decl) == VAR_DECL)
	    var_escapes (decl, "the structure that holds it is accessed "
			       "through its address");
	  if (involved >= 0)
	    refuse_type (involved, m_loc, "a record is accessed that is "
					  "not on the heap");
	  return false;
	}
      if (TREE_CODE (ptr) != SSA_NAME)
	return false;
      int n = node (ptr);
      if (involved >= 0)
	m_derefs.push_back ({ n, involved });
      /* The one shape rewritten: COMPONENT_REF (MEM_REF (p, CST), f).  */
      if (whole_ok && involved >= 0 && base_target == involved
	  && TREE_CODE (base) == MEM_REF && TREE_CODE (ref) == COMPONENT_REF
	  && TREE_OPERAND (ref, 0) == base)
	{
	  heap_target &t = targets[involved];
	  tree f = TREE_OPERAND (ref, 1);
	  for (unsigned i = 0; i < t.fields.size (); i++)
	    if (t.fields[i].decl == f
		|| (DECL_NAME (f) == DECL_NAME (t.fields[i].decl)
		    && DECL_FIELD_CONTEXT (f) != t.type
		    && tree_fits_shwi_p (byte_position (f))
		    && int_byte_position (f) == t.fields[i].offset))
	      {
		poly_offset_int off = mem_ref_offset (base);
		if (!off.is_constant ()
		    || off.to_constant ().to_shwi () % t.size != 0)
		  {
		    block (ptr, "is dereferenced at a byte offset that is "
				"not a whole number of records");
		    return false;
		  }
		m_accesses.push_back ({ n, { m_fn, s, store, i } });
		return true;
	      }
	  if (t.reasons.empty ())
	    block (ptr, "is dereferenced at a field the layout does not "
			"know");
	  return false;
	}
      scan_other_deref (ref, base, ptr, n, s, store, whole_ok, involved);
      return false;
    }
  if (DECL_P (base))
    {
      refuse_decl (base);
      if (involved >= 0)
	refuse_type (involved, m_loc, "a record is accessed that is not "
				      "on the heap");
      if (global_pointer_var_p (base) && base != ref)
	block (base, "is accessed in pieces");
      if (TREE_CODE (base) == VAR_DECL
	  && !(TREE_CODE (ref) == COMPONENT_REF
	       && TREE_OPERAND (ref, 0) == base
	       && !POINTER_TYPE_P (TREE_TYPE (ref))
	       && !AGGREGATE_TYPE_P (TREE_TYPE (ref))))
	var_escapes (base, "the structure that holds it is accessed other "
			   "than one field at a time");
    }
  return false;
}

/* An address ADDR (an ADDR_EXPR) used where we cannot follow it.  */
void
heap_analysis::scan_address (tree addr, const std::string &why)
{
  tree ref = TREE_OPERAND (addr, 0);
  tree base = get_base_address (ref);
  if (!base)
    return;
  int involved = -1;
  for (tree r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    if (target_of_type (TREE_TYPE (r)) >= 0)
      involved = target_of_type (TREE_TYPE (r));
  if (target_of_type (TREE_TYPE (base)) >= 0)
    involved = target_of_type (TREE_TYPE (base));
  if ((TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    {
      tree ptr = TREE_OPERAND (base, 0);
      if (involved >= 0)
	m_derefs.push_back ({ node (ptr), involved });
      block (ptr, "has the address of one of its records or fields taken "
		  "(&p[i] or &p[i].f), which the layout does not follow");
    }
  else if (DECL_P (base))
    {
      refuse_decl (base);
      if (global_pointer_var_p (base))
	block (base, "has its address taken");
      if (TREE_CODE (base) == VAR_DECL)
	var_escapes (base, "the address of the structure that holds it is "
			   "taken");
    }
}

void
heap_analysis::scan_comparison (tree_code code, tree a, tree b)
{
  bool eq = code == EQ_EXPR || code == NE_EXPR;
  for (tree op : { a, b })
    {
      if (!node_p (op))
	{
	  if (TREE_CODE (op) == ADDR_EXPR)
	    scan_address (op, "is compared");
	  continue;
	}
      if (!eq)
	block (op, std::string ("is compared with '")
		   + op_symbol_code (code) + "'; only '==' and '!=' with "
		   "another array or a null pointer are followed");
      else
	{
	  tree other = op == a ? b : a;
	  require_start (op, "is compared");
	  if (!node_p (other) && !integer_zerop (other))
	    block (op, "is compared with something that is not another "
		       "array or a null pointer");
	}
    }
}

void
heap_analysis::scan_phi (gphi *phi)
{
  tree res = gimple_phi_result (phi);
  if (virtual_operand_p (res) || !POINTER_TYPE_P (TREE_TYPE (res)))
    return;
  int n = node (res);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      location_t l = gimple_phi_arg_location (phi, i);
      if (l != UNKNOWN_LOCATION)
	m_loc = l;
      if (TREE_CODE (arg) == SSA_NAME)
	{
	  unite (n, node (arg));
	  require_start (arg, "flows into a PHI (a merge of control flow)");
	}
      else if (integer_zerop (arg))
	;
      else
	{
	  if (TREE_CODE (arg) == ADDR_EXPR)
	    scan_address (arg, "flows into a PHI");
	  block (res, "may point to something that is not a heap array");
	}
    }
}

void
heap_analysis::scan_assign (gassign *s)
{
  tree lhs = gimple_assign_lhs (s);
  tree rhs1 = gimple_assign_rhs1 (s);
  tree_code code = gimple_assign_rhs_code (s);
  if (gimple_assign_single_p (s))
    {
      bool lhs_node = node_p (lhs);
      bool lhs_mem = !lhs_node && TREE_CODE (lhs) != SSA_NAME;
      if (gimple_clobber_p (s))
	{
	  scan_ref (lhs, s, true, false);
	  return;
	}
      if (lhs_mem)
	scan_ref (lhs, s, true, true);
      if (node_p (rhs1))
	{
	  if (lhs_node)
	    {
	      unite (node (lhs), node (rhs1));
	      if (TREE_CODE (lhs) != SSA_NAME)
		require_start (rhs1, "is stored to a variable");
	    }
	  else
	    block (rhs1, "is stored into memory the layout does not follow "
			 "(only 'static' pointer variables and pointer fields "
			 "of 'static' structures are followed)");
	  return;
	}
      if (TREE_CODE (rhs1) == ADDR_EXPR)
	{
	  scan_address (rhs1, "is kept in a pointer the layout does not "
			      "follow");
	  if (lhs_node)
	    block (lhs, "points to something that is not a heap array");
	  return;
	}
      if (CONSTANT_CLASS_P (rhs1))
	{
	  if (lhs_node && !integer_zerop (rhs1))
	    block (lhs, "is a constant address");
	  return;
	}
      if (TREE_CODE (rhs1) == SSA_NAME)
	return;
      if (TREE_CODE (rhs1) == CONSTRUCTOR)
	return;
      /* A load.  */
      scan_ref (rhs1, s, false, !lhs_mem);
      if (lhs_node)
	block (lhs, "is loaded from memory the layout does not follow "
		    "(only 'static' pointer variables and pointer fields "
		    "of 'static' structures are followed)");
      return;
    }
  tree rhs2 = gimple_num_ops (s) > 2 ? gimple_assign_rhs2 (s) : NULL_TREE;
  if (CONVERT_EXPR_CODE_P (code))
    {
      bool lp = POINTER_TYPE_P (TREE_TYPE (lhs));
      bool rp = POINTER_TYPE_P (TREE_TYPE (rhs1));
      if (lp && rp && node_p (rhs1))
	unite (node (lhs), node (rhs1));
      else if (rp && node_p (rhs1))
	block (rhs1, "is converted to an integer");
      else if (lp)
	block (lhs, "is made from an integer");
      return;
    }
  if (code == POINTER_PLUS_EXPR)
    {
      if (node_p (rhs1))
	{
	  unite (node (lhs), node (rhs1));
	  tree var;
	  HOST_WIDE_INT mult;
	  int t = m_seed[node (lhs)];
	  (void) t;
	  /* The record size is known only per target: checked when the
	     class is known (decide).  */
	  (void) var;
	  (void) mult;
	}
      else
	{
	  if (TREE_CODE (rhs1) == ADDR_EXPR)
	    scan_address (rhs1, "is moved by pointer arithmetic");
	  block (lhs, "points into something that is not a heap array");
	}
      return;
    }
  if (code == POINTER_DIFF_EXPR)
    {
      block (rhs1, "is subtracted from another pointer (a pointer "
		   "difference)");
      block (rhs2, "is subtracted from another pointer (a pointer "
		   "difference)");
      return;
    }
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      scan_comparison (code, rhs1, rhs2);
      return;
    }
  scan_other (s);
}

/* A statement of a shape the layout does not follow: every pointer in it
   escapes, every record access in it is refused.  */
void
heap_analysis::scan_other (gimple *s)
{
  for (unsigned i = 0; i < gimple_num_ops (s); i++)
    {
      tree op = gimple_op (s, i);
      if (!op)
	continue;
      if (node_p (op))
	{
	  const char *what = is_gimple_assign (s)
			     ? get_tree_code_name (gimple_assign_rhs_code (s))
			     : gimple_code_name[gimple_code (s)];
	  block (op, std::string ("is used in a statement the layout does not "
				  "follow ('") + what + "')");
	}
      else if (TREE_CODE (op) == ADDR_EXPR)
	scan_address (op, "the layout does not follow");
      else if (TREE_CODE (op) == TREE_LIST)
	{
	  for (tree l = op; l; l = TREE_CHAIN (l))
	    {
	      tree v = TREE_VALUE (l);
	      if (node_p (v))
		block (v, "is an operand of an 'asm' statement");
	      else if (TREE_CODE (v) == ADDR_EXPR)
		scan_address (v, "is an operand of an 'asm' statement");
	      else if (DECL_P (v) || REFERENCE_CLASS_P (v)
		       || (TREE_TYPE (v) && !is_gimple_reg_type (TREE_TYPE (v))
			   && TREE_CODE (v) != SSA_NAME
			   && !CONSTANT_CLASS_P (v)))
		scan_ref (v, s, false, false);
	    }
	}
      else if (REFERENCE_CLASS_P (op) || DECL_P (op))
	scan_ref (op, s, false, false);
    }
}

void
heap_analysis::scan_stmt (gimple *s)
{
  if (gimple_location (s) != UNKNOWN_LOCATION)
    m_loc = gimple_location (s);
  /* A statement of an inlined constructor or destructor.  */
  m_ctor = m_fn_ctor;
  m_replaced = NULL_TREE;
  for (tree b = gimple_block (s); b && TREE_CODE (b) == BLOCK
       && m_ctor.empty (); b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree origin = block_ultimate_origin (b);
	m_ctor = ctor_text (origin);
	if (!m_replaced
	    && (heap_array_new_p (origin) || heap_array_delete_p (origin)))
	  m_replaced = origin;
      }
  switch (gimple_code (s))
    {
    case GIMPLE_DEBUG:
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
    case GIMPLE_SWITCH:
      return;
    case GIMPLE_ASSIGN:
      scan_assign (as_a<gassign *> (s));
      return;
    case GIMPLE_CALL:
      scan_call (as_a<gcall *> (s));
      return;
    case GIMPLE_COND:
      scan_comparison (gimple_cond_code (s), gimple_cond_lhs (s),
		       gimple_cond_rhs (s));
      return;
    case GIMPLE_RETURN:
      {
	tree r = gimple_return_retval (as_a<greturn *> (s));
	if (r && node_p (r))
	  {
	    unite (node (r), node (current_function_decl));
	    require_start (r, "is returned");
	  }
	else if (r && TREE_CODE (r) == ADDR_EXPR)
	  {
	    scan_address (r, "is returned");
	    block_node (node (current_function_decl), m_loc,
			"the function returns something that is not a heap "
			"array");
	  }
	else if (r && TREE_CODE (r) != SSA_NAME && !CONSTANT_CLASS_P (r))
	  scan_ref (r, s, false, false);
	return;
      }
    default:
      scan_other (s);
      return;
    }
}

void
heap_analysis::scan_function (cgraph_node *cn)
{
  function *fn = DECL_STRUCT_FUNCTION (cn->decl);
  push_cfun (fn);
  m_fn = fn;
  m_loc = DECL_SOURCE_LOCATION (cn->decl);
  bool local = cn->local_p ();
  m_fn_ctor = ctor_text (cn->decl);
  m_ctor = m_fn_ctor;
  std::string fname = std::string ("'")
		      + lang_hooks.decl_printable_name (cn->decl, 2) + "'";
  for (tree parm = DECL_ARGUMENTS (cn->decl); parm; parm = DECL_CHAIN (parm))
    {
      refuse_decl (parm);
      if (POINTER_TYPE_P (TREE_TYPE (parm)) && !local)
	block_node (node (parm), DECL_SOURCE_LOCATION (parm),
		    describe (parm) + " is a parameter of " + fname
		    + ", which may be called from outside the program or "
		      "through a pointer");
    }
  if (POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (cn->decl))) && !local)
    block_node (node (cn->decl), m_loc,
		"the result of " + fname + ", which may be called from "
		"outside the program or through a pointer");
  refuse_decl (DECL_RESULT (cn->decl));
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (fn, ix, var)
    refuse_decl (var);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_phi (gsi.phi ());
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	scan_stmt (gsi_stmt (gsi));
    }
  pop_cfun ();
}

void
heap_analysis::scan_global (varpool_node *v)
{
  m_loc = DECL_SOURCE_LOCATION (v->decl);
  refuse_decl (v->decl);
  if (POINTER_TYPE_P (TREE_TYPE (v->decl)))
    node (v->decl);
}

} // namespace hyperlane
