/* The checks of every use of the arrays to transform; see layout-uses.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-uses.h"
#include "layout-fortran.h"
#include "layout-refusals.h"

#include <string>

namespace hyperlane {

namespace {

/* Walk state of the use scan.  */
struct scan_state
{
  std::vector<layout_target> *targets;
  location_t loc;
  const char *where;		/* "a statement", "the initializer of".  */
  bool in_call = false;		/* The statement is a call.  */
  /* The statement is AddressSanitizer's mark of a local's scope.  */
  bool asan_mark = false;
};

/* walk_tree callback of the use scan: every occurrence of a target that is
   not a whole-element reference blocks it.  */
tree
scan_use (tree *tp, int *walk_subtrees, void *data)
{
  scan_state *s = static_cast<scan_state *> (data);
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  element_ref ref;
  if (match_element_ref (t, *s->targets, ref))
    {
      *walk_subtrees = 0;
      layout_target &tg = *ref.target;
      if (tg.map.peel_dim >= 0 && !tg.refused)
	{
	  const mapped_dim &pd = tg.map.pre_dims[tg.map.peel_dim];
	  tree sub = ref.subscripts[pd.source];
	  if (TREE_CODE (sub) != INTEGER_CST || !tree_fits_shwi_p (sub))
	    {
	      const layout_request &r = *tg.request;
	      text_position at = r.spec.where;
	      for (const layout_action &a : r.spec.actions)
		if (a.kind == layout_action_kind::peel)
		  {
		    at = a.where;
		    break;
		  }
	      if (request_error (r, at,
				 "PEEL needs a constant subscript in dimension '"
				 + r.spec.dims[pd.source] + "' of "
				 + quoted_array (r) + " in every reference"))
		inform (s->loc, "the subscript of this reference there is "
				"not a constant");
	      tg.refused = true;
	    }
	  else if (tg.map.piece_of (apply_ops (pd.ops, tree_to_shwi (sub)))
		   < 0)
	    refuse_target (tg, s->loc, "a subscript in dimension '"
				       + tg.request->spec.dims[pd.source]
				       + "' is out of bounds");
	}
      return NULL_TREE;
    }
  if (lang_GNU_Fortran ()
      && scan_fortran_use (t, *s->targets, s->loc, s->in_call))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (t, 0));
      if (layout_target *tg = base ? target_of (base, *s->targets) : nullptr)
	refuse_target (*tg, s->loc,
		       s->asan_mark
		       ? std::string ("AddressSanitizer checks its scope "
				      "through its address (-fsanitize=address;"
				      " -fno-sanitize-address-use-after-scope "
				      "or a static array keeps the layout)")
		       : std::string ("its address is taken in ") + s->where
			 + " (the new layout cannot honour pointer "
			   "arithmetic)");
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (VAR_P (t))
    if (layout_target *tg = target_of (t, *s->targets))
      refuse_target (*tg, s->loc,
		     std::string ("it is used as a whole or in part (not "
				  "element by element) in ") + s->where);
  return NULL_TREE;
}

/* True when STMT clears or clobbers a whole target (kept: the rewriting
   repeats it for every piece).  */
bool
whole_array_reset_p (gimple *stmt, std::vector<layout_target> &targets)
{
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  return (VAR_P (lhs) && target_of (lhs, targets)
	  && TREE_CODE (rhs) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (rhs) == 0);
}

void
scan_function (function *fun, std::vector<layout_target> &targets)
{
  scan_state s = { &targets, UNKNOWN_LOCATION, "a statement" };
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || whole_array_reset_p (stmt, targets))
	  continue;
	s.loc = gimple_location (stmt);
	s.in_call = is_gimple_call (stmt);
	s.asan_mark = gimple_call_internal_p (stmt, IFN_ASAN_MARK);
	fortran_current_stmt = stmt;
	fortran_current_fun = fun;
	if (s.loc == UNKNOWN_LOCATION)
	  s.loc = DECL_SOURCE_LOCATION (fun->decl);
	if (gimple_code (stmt) == GIMPLE_ASM)
	  s.where = "an asm statement";
	else
	  s.where = "a statement";
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  if (tree *op = gimple_op_ptr (stmt, i))
	    if (*op)
	      {
		if (gimple_code (stmt) == GIMPLE_ASM && *op)
		  {
		    /* Any target inside an asm operand blocks it.  */
		    scan_state a = s;
		    walk_tree (op, [] (tree *tp, int *, void *data) -> tree {
			scan_state *as = static_cast<scan_state *> (data);
			tree b = *tp;
			if (layout_target *tg = DECL_P (b)
			    ? target_of (b, *as->targets) : nullptr)
			  refuse_target (*tg, as->loc, "it is an operand of "
						       "an asm statement");
			return NULL_TREE;
		      }, &a, NULL);
		    continue;
		  }
		walk_tree (op, scan_use, &s, NULL);
	      }
      }
}

} // anon namespace

void
scan_layout_uses (std::vector<layout_target> &targets)
{
  /* Every use in the translation unit: statements of every function and
     initializers of every variable.  */
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    if (function *fun = DECL_STRUCT_FUNCTION (node->decl))
      {
	if (gimple_in_ssa_p (fun))
	  {
	    /* Too late to rewrite it: it went ahead of us.  */
	    for (layout_target &t : targets)
	      refuse_target (t, DECL_SOURCE_LOCATION (node->decl),
			     "a function was compiled before the layout pass "
			     "saw it");
	    continue;
	  }
	scan_function (fun, targets);
      }
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree init = DECL_INITIAL (vnode->decl);
      if (!init || init == error_mark_node)
	continue;
      if (target_of (vnode->decl, targets))
	continue;		/* Its own initializer: mapped below.  */
      scan_state s = { &targets, DECL_SOURCE_LOCATION (vnode->decl),
		       "the initializer of another variable" };
      walk_tree (&init, scan_use, &s, NULL);
    }
}

} // namespace hyperlane
