/* The escape analysis of the hyperlane-relayout pass, for calls: the
   allocations and releases (malloc, calloc, realloc, free, the array
   forms of 'operator new []' and 'operator delete []'), the calls of the
   functions whose bodies the analysis sees and of those it does not
   (heap-analysis.h; the other statements in heap-scan.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "heap-analysis.h"

namespace hyperlane {

bool
heap_array_new_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_IS_OPERATOR_NEW_P (fndecl))
    return false;
  /* The array forms are those that pair with the array deletes: GCC 12
     marks the forms it declares itself DECL_IS_REPLACEABLE_OPERATOR, not
     the nothrow ones of <new>; the pairs are the replaceable global forms
     only (a class's own operator is mangled in the class).  */
  tree a = DECL_ASSEMBLER_NAME (fndecl);
  return (valid_new_delete_pair_p (a, get_identifier ("_ZdaPv"))
	  || valid_new_delete_pair_p (a, get_identifier
					   ("_ZdaPvSt11align_val_t")));
}

bool
heap_array_delete_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_IS_OPERATOR_DELETE_P (fndecl))
    return false;
  tree a = DECL_ASSEMBLER_NAME (fndecl);
  return (valid_new_delete_pair_p (get_identifier ("_Znam"), a)
	  || valid_new_delete_pair_p (get_identifier
				      ("_ZnamSt11align_val_t"), a));
}

static bool
malloc_family_p (gcall *s)
{
  return (gimple_call_builtin_p (s, BUILT_IN_MALLOC)
	  || gimple_call_builtin_p (s, BUILT_IN_CALLOC)
	  || gimple_call_builtin_p (s, BUILT_IN_REALLOC));
}

bool
heap_release_matches_p (gcall *alloc, gcall *release)
{
  if (malloc_family_p (alloc))
    return (gimple_call_builtin_p (release, BUILT_IN_FREE)
	    || gimple_call_builtin_p (release, BUILT_IN_REALLOC));
  tree nd = gimple_call_fndecl (alloc), dd = gimple_call_fndecl (release);
  if (!heap_array_new_p (nd) || !heap_array_delete_p (dd))
    return false;
  return valid_new_delete_pair_p (DECL_ASSEMBLER_NAME (nd),
				  DECL_ASSEMBLER_NAME (dd));
}

static bool
new_size_p (tree size, HOST_WIDE_INT record, int depth)
{
  if (depth > 8)
    return false;
  if (TREE_CODE (size) == INTEGER_CST && integer_all_onesp (size))
    return true;
  if (heap_record_offset_p (size, record))
    return true;
  if (TREE_CODE (size) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (size);
  if (gphi *phi = dyn_cast<gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!new_size_p (gimple_phi_arg_def (phi, i), record, depth + 1))
	  return false;
      return true;
    }
  if (is_gimple_assign (def) && gimple_assign_rhs_code (def) == COND_EXPR)
    return (new_size_p (gimple_assign_rhs2 (def), record, depth + 1)
	    && new_size_p (gimple_assign_rhs3 (def), record, depth + 1));
  return false;
}

bool
heap_new_size_p (tree size, HOST_WIDE_INT record)
{
  return new_size_p (size, record, 0);
}

/* A call of a replaceable global 'operator new []' or
   'operator delete []' (heap_array_new_p, heap_array_delete_p): an
   allocation and a release like malloc's and free's.  Returns whether S
   was one.  */
bool
heap_analysis::scan_new_delete (gcall *s)
{
  tree fndecl = gimple_call_fndecl (s);
  bool is_new = heap_array_new_p (fndecl);
  if (!is_new && !heap_array_delete_p (fndecl))
    return false;
  std::string name = std::string ("'")
		     + lang_hooks.decl_printable_name (fndecl, 2) + "'";
  cgraph_node *callee = cgraph_node::get (fndecl);
  if (callee)
    callee = callee->ultimate_alias_target ();
  /* A program's own definition decides what the block is: we do not
     follow it (GCC 12 has no -fassume-sane-operators-new-delete).  */
  bool replaced = callee && callee->definition;
  tree lhs = gimple_call_lhs (s);
  unsigned nargs = gimple_call_num_args (s);
  if (!is_new)
    {
      if (nargs < 1)
	return false;
      tree p = gimple_call_arg (s, 0);
      if (!node_p (p))
	{
	  if (TREE_CODE (p) == ADDR_EXPR)
	    scan_address (p, "is passed to " + name);
	  return true;
	}
      if (replaced)
	{
	  m_primary_now = true;
	  block (p, "is passed to " + name + ", which the program replaces "
		    "with a definition of its own");
	  m_primary_now = false;
	}
      for (unsigned i = 1; i < nargs; i++)
	if (TREE_CODE (TREE_TYPE (gimple_call_arg (s, i))) == INTEGER_TYPE)
	  block (p, "is passed to " + name + " with the size of the "
		    "array (a sized 'delete[]'), which the layout does not "
		    "rewrite");
      m_frees.push_back ({ node (p), 0 });
      m_releases.push_back ({ node (p), s });
      require_start (p, "is deleted");
      return true;
    }
  for (unsigned i = 1; i < nargs; i++)
    {
      tree arg = gimple_call_arg (s, i);
      if (TREE_CODE (arg) == ADDR_EXPR)
	scan_address (arg, "is passed to " + name);
    }
  if (!lhs)
    return true;
  if (!node_p (lhs))
    {
      if (TREE_CODE (lhs) != SSA_NAME)
	scan_ref (lhs, s, true, false);
      return true;
    }
  int n = node (lhs);
  m_allocs.push_back ({ n, { m_fn, s } });
  if (replaced)
    {
      m_primary_now = true;
      block (lhs, "comes from " + name + ", which the program replaces "
		  "with a definition of its own");
      m_primary_now = false;
    }
  if (stmt_ends_bb_p (s))
    block (lhs, "comes from an allocation that may throw to a handler of "
		"the function");
  if (nargs < 1)
    block (lhs, "comes from a call of " + name + " without a size");
  return true;
}

/* A call of malloc, calloc or realloc S: an allocation of the class of
   its result, which realloc joins to the class of the block it
   releases.  */
void
heap_analysis::scan_malloc_call (gcall *s)
{
  tree lhs = gimple_call_lhs (s);
  bool re = gimple_call_builtin_p (s, BUILT_IN_REALLOC);
  if (!lhs)
    {
      if (re)
	block (gimple_call_arg (s, 0), "is reallocated and the result "
				       "is not kept");
      return;
    }
  if (!node_p (lhs))
    {
      if (TREE_CODE (lhs) != SSA_NAME)
	scan_ref (lhs, s, true, false);
      return;
    }
  int n = node (lhs);
  m_allocs.push_back ({ n, { m_fn, s } });
  if (m_replaced)
    block_replaced (lhs, "comes from");
  if (stmt_ends_bb_p (s))
    block (lhs, "comes from an allocation that may throw");
  if (re)
    {
      tree old = gimple_call_arg (s, 0);
      if (node_p (old))
	{
	  unite (n, node (old));
	  require_start (old, "is reallocated");
	}
      else if (!integer_zerop (old))
	block (lhs, "is reallocated from something that is not a heap "
		    "array");
      if (node_p (old))
	m_releases.push_back ({ node (old), s });
    }
}

void
heap_analysis::block_replaced (tree t, const char *what)
{
  m_primary_now = true;
  block (t, std::string (what) + " '"
	    + lang_hooks.decl_printable_name (m_replaced, 2)
	    + "', which the program replaces with a definition of its own");
  m_primary_now = false;
}

/* A call of free S: a release of the block its argument points to.  */
void
heap_analysis::scan_free_call (gcall *s)
{
  tree p = gimple_call_arg (s, 0);
  if (node_p (p))
    {
      if (m_replaced)
	block_replaced (p, "is passed to");
      m_frees.push_back ({ node (p), 0 });
      m_releases.push_back ({ node (p), s });
      require_start (p, "is freed");
    }
}

/* Whether the analysis follows call S of CALLEE (null when unknown) into
   its body: a local function with a GIMPLE body, called with as many
   arguments as it has parameters.  */
static bool
seen_callee_p (gcall *s, cgraph_node *callee)
{
  unsigned nargs = gimple_call_num_args (s);
  bool seen = (callee && !gimple_call_internal_p (s)
	       && callee->has_gimple_body_p () && !callee->thunk
	       && callee->local_p ());
  if (seen)
    {
      tree parm = DECL_ARGUMENTS (callee->decl);
      unsigned i = 0;
      for (; i < nargs && parm; i++, parm = DECL_CHAIN (parm))
	;
      seen = i == nargs && !parm && !gimple_call_va_arg_pack_p (s);
    }
  return seen;
}

/* A call S of CALLEE (NAME for messages), whose body the analysis sees:
   each pointer argument joins its parameter's class, the result joins
   the function's.  */
void
heap_analysis::scan_seen_call (gcall *s, cgraph_node *callee,
			       const std::string &name)
{
  tree lhs = gimple_call_lhs (s);
  unsigned nargs = gimple_call_num_args (s);
  tree parm = DECL_ARGUMENTS (callee->decl);
  for (unsigned i = 0; i < nargs; i++, parm = DECL_CHAIN (parm))
    {
      tree arg = gimple_call_arg (s, i);
      if (node_p (arg))
	{
	  unite (node (arg), node (parm));
	  require_start (arg, ("is passed to " + name).c_str ());
	}
      else if (TREE_CODE (arg) == ADDR_EXPR)
	{
	  scan_address (arg, "is passed to " + name);
	  if (POINTER_TYPE_P (TREE_TYPE (parm)))
	    block_node (node (parm), m_loc,
			describe (parm) + " of " + name
			+ " receives an address that is not a heap "
			  "array");
	}
      else if (POINTER_TYPE_P (TREE_TYPE (parm)) && !integer_zerop (arg)
	       && TREE_CODE (arg) != SSA_NAME)
	block_node (node (parm), m_loc,
		    describe (parm) + " of " + name
		    + " receives a value that is not a heap array");
      else if (!is_gimple_reg_type (TREE_TYPE (arg))
	       && TREE_CODE (arg) != SSA_NAME)
	scan_ref (arg, s, false, false);
    }
  if (lhs)
    {
      if (node_p (lhs))
	unite (node (lhs), node (callee->decl));
      else if (TREE_CODE (lhs) != SSA_NAME)
	{
	  scan_ref (lhs, s, true, false);
	  if (POINTER_TYPE_P (TREE_TYPE (lhs)))
	    block_node (node (callee->decl), m_loc,
			"the result of " + name + " is stored into "
			"memory the layout does not follow");
	}
    }
}

/* A call S (NAME for messages) whose body the analysis does not see, or
   that may be called from outside the program: every pointer passed to
   it or returned by it escapes.  */
void
heap_analysis::scan_unseen_call (gcall *s, const std::string &name)
{
  tree lhs = gimple_call_lhs (s);
  unsigned nargs = gimple_call_num_args (s);
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (s, i);
      if (node_p (arg))
	block (arg, "is passed to " + name + ", whose body the layout does "
		    "not see or which may be called from outside the "
		    "program");
      else if (TREE_CODE (arg) == ADDR_EXPR)
	scan_address (arg, "is passed to " + name);
      else if (TREE_CODE (arg) != SSA_NAME && !CONSTANT_CLASS_P (arg))
	scan_ref (arg, s, false, false);
    }
  if (lhs)
    {
      if (node_p (lhs))
	block (lhs, "is returned by " + name + ", whose body the layout "
		    "does not see");
      else if (TREE_CODE (lhs) != SSA_NAME)
	scan_ref (lhs, s, true, false);
    }
}

void
heap_analysis::scan_call (gcall *s)
{
  tree fndecl = gimple_call_fndecl (s);
  if (malloc_family_p (s))
    {
      scan_malloc_call (s);
      return;
    }
  if (gimple_call_builtin_p (s, BUILT_IN_FREE))
    {
      scan_free_call (s);
      return;
    }
  if (scan_new_delete (s))
    return;
  cgraph_node *callee = fndecl ? cgraph_node::get (fndecl) : nullptr;
  if (callee)
    callee = callee->ultimate_alias_target ();
  bool seen = seen_callee_p (s, callee);
  std::string name = fndecl ? std::string ("'")
			      + lang_hooks.decl_printable_name (fndecl, 2)
			      + "'"
			    : "an indirect call";
  if (seen)
    scan_seen_call (s, callee, name);
  else
    scan_unseen_call (s, name);
}

} // namespace hyperlane
