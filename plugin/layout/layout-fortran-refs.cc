/* Fortran element references: the targets whose storage they index,
   and the scan of every use; the subscripts delinearised in
   layout-fortran-subscripts.cc; see layout-fortran.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-fortran-internal.h"
#include "layout-refusals.h"
#include "layout-resolve.h"
#include "layout-symbols.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace hyperlane {

namespace {

/* The allocatable target whose data pointer T, an SSA name, holds: a
   load of its descriptor's data field.  */
layout_target *
data_pointer_target (tree t, std::vector<layout_target> &targets)
{
  if (TREE_CODE (t) != SSA_NAME)
    return nullptr;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!def || !gimple_assign_single_p (def))
    return nullptr;
  for (layout_target &tg : targets)
    if (tg.fortran && tg.fortran->descriptor && !tg.refused)
      {
	long d;
	if (descriptor_part (gimple_assign_rhs1 (def), tg.fortran->object, d)
	    == "data")
	  return &tg;
      }
  return nullptr;
}

/* The storage target of operand T: a Fortran target's variable (module,
   local) or COMMON member.  */
layout_target *
storage_target (tree t, std::vector<layout_target> &targets)
{
  /* An allocatable array's elements: MEM[(T[0:] *) data pointer].  */
  if (TREE_CODE (t) == MEM_REF && integer_zerop (TREE_OPERAND (t, 1))
      && TREE_CODE (TREE_TYPE (t)) == ARRAY_TYPE)
    return data_pointer_target (TREE_OPERAND (t, 0), targets);
  for (layout_target &tg : targets)
    {
      if (!tg.fortran || tg.refused || tg.fortran->descriptor)
	continue;
      const fortran_storage &fs = *tg.fortran;
      if (fs.field)
	{
	  if (TREE_CODE (t) == COMPONENT_REF
	      && TREE_OPERAND (t, 0) == fs.object
	      && same_member_p (TREE_OPERAND (t, 1), fs.field))
	    return &tg;
	}
      else if (t == fs.object)
	return &tg;
    }
  return nullptr;
}

/* The reason match_fortran_element_ref last failed for an ARRAY_REF of a
   target, for the scan's warning.  */
std::string last_failure;

} // anon namespace

bool
match_fortran_element_ref (tree ref, std::vector<layout_target> &targets,
			   element_ref &out)
{
  if (TREE_CODE (ref) != ARRAY_REF)
    return false;
  layout_target *tg = storage_target (TREE_OPERAND (ref, 0), targets);
  if (!tg)
    return false;
  last_failure = delinearise (ref, *tg, out);
  return last_failure.empty ();
}

tree
fortran_storage_reference (tree ref, std::vector<layout_target> &targets)
{
  if (TREE_CODE (ref) != ARRAY_REF)
    return NULL_TREE;
  layout_target *tg = storage_target (TREE_OPERAND (ref, 0), targets);
  return tg && !tg->pieces.empty () ? tg->decl : NULL_TREE;
}

namespace {

/* Whether T, an operand of STMT, is in the descriptor of an allocatable
   target of TARGETS, whose fields are read freely (its stores were
   checked with its ALLOCATEs); a copy of its data pointer refuses the
   target (a warning at LOC).  */
bool
descriptor_use (tree t, gimple *stmt, std::vector<layout_target> &targets,
		location_t loc)
{
  for (layout_target &tg : targets)
    {
      if (!tg.fortran || !tg.fortran->descriptor || tg.refused)
	continue;
      tree obj = tg.fortran->object;
      if (t == obj && stmt && gimple_assign_single_p (stmt)
	  && gimple_assign_lhs (stmt) == t
	  && TREE_CODE (gimple_assign_rhs1 (stmt)) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt)) == 0)
	return true;
      if (t != obj && handled_component_p (t) && get_base_address (t) == obj)
	{
	  long d;
	  if (descriptor_part (t, obj, d) == "data" && stmt
	      && gimple_assign_single_p (stmt) && gimple_assign_rhs1 (stmt) == t
	      && TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
	    refuse_target (tg, loc, "its data pointer is copied (an array "
				    "section or expression, or pointer "
				    "association)");
	  return true;
	}
    }
  return false;
}

/* Whether T, an operand of STMT, is the address of an element of an
   allocatable target of TARGETS, or its data pointer; refuse the target
   (a warning at LOC) unless T only reaches an element, tests the array
   (allocated ()) or frees it.  IN_CALL: T is an actual argument.  */
bool
data_pointer_use (tree t, gimple *stmt, std::vector<layout_target> &targets,
		  location_t loc, bool in_call)
{
  /* The address of an element: an actual argument, or a pointer.  */
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (t, 0));
      if (base && TREE_CODE (base) == MEM_REF)
	if (layout_target *tg = data_pointer_target (TREE_OPERAND (base, 0),
						     targets))
	  {
	    refuse_target (*tg, loc, in_call
				     ? "it is passed to a procedure as an "
				       "actual argument (the callee would "
				       "index the old layout)"
				     : "its address is taken in a statement "
				       "(the new layout cannot honour pointer "
				       "arithmetic)");
	    return true;
	  }
    }
  if (layout_target *tg = data_pointer_target (t, targets))
    {
      bool ok = false;
      if (gassign *as = dyn_cast<gassign *> (stmt))
	ok = (gimple_assign_lhs (as) == t
	      || ((gimple_assign_rhs_code (as) == EQ_EXPR
		   || gimple_assign_rhs_code (as) == NE_EXPR)
		  && (integer_zerop (gimple_assign_rhs1 (as))
		      || integer_zerop (gimple_assign_rhs2 (as)))));
      else if (gcond *c = dyn_cast<gcond *> (stmt))
	ok = (integer_zerop (gimple_cond_lhs (c))
	      || integer_zerop (gimple_cond_rhs (c)));
      else if (gcall *call = dyn_cast<gcall *> (stmt))
	ok = gimple_call_builtin_p (call, BUILT_IN_FREE);
      if (!ok)
	refuse_target (*tg, loc, in_call
				 ? "it is passed to a procedure as an actual "
				   "argument (the callee would index the old "
				   "layout)"
				 : "its data pointer is used otherwise than "
				   "to reach an element (an array section or "
				   "expression, or pointer association)");
      return true;
    }
  return false;
}

/* T, an address or a variable (not an actual argument, IN_CALL): whether
   it is the storage of a target of TARGETS (or its COMMON block), used as
   a whole, which refuses the target (a warning at LOC); an address
   counts as a use of a target whatever it is.  */
bool
whole_storage_use (tree t, std::vector<layout_target> &targets,
		   location_t loc, bool in_call)
{
  tree op = TREE_CODE (t) == ADDR_EXPR ? TREE_OPERAND (t, 0) : t;
  tree base = get_base_address (op);
  tree field = NULL_TREE;
  for (tree x = op; handled_component_p (x); x = TREE_OPERAND (x, 0))
    if (TREE_CODE (x) == COMPONENT_REF && TREE_OPERAND (x, 0) == base)
      field = TREE_OPERAND (x, 1);
  bool any = false;
  for (layout_target &tg : targets)
    {
      if (!tg.fortran || tg.refused || tg.fortran->object != base)
	continue;
      const fortran_storage &fs = *tg.fortran;
      if (fs.field && field && !members_overlap_p (field, fs.field))
	continue;
      any = true;
      if (TREE_CODE (t) != ADDR_EXPR)
	refuse_target (tg, loc, fs.field ? "its COMMON block is used as "
					    "a whole in a statement"
				: fs.descriptor
				? "its descriptor is used as a whole in a "
				  "statement (move_alloc, pointer "
				  "association, or a copy)"
				: "it is used as a whole in a "
				  "statement");
      else if (in_call)
	refuse_target (tg, loc, "it is passed to a procedure as an "
				"actual argument (the callee would "
				"index the old layout)");
      else
	refuse_target (tg, loc, "its address is taken in a statement "
				"(the new layout cannot honour pointer "
				"arithmetic)");
    }
  return any || TREE_CODE (t) == ADDR_EXPR;
}

} // anon namespace

bool
scan_fortran_use (tree t, std::vector<layout_target> &targets,
		  location_t loc, bool in_call)
{
  gimple *stmt = fortran_current_stmt;
  /* An allocatable array's descriptor: its fields are read freely (its
     stores were checked with its ALLOCATEs), its data pointer only to
     reach elements, to test it (allocated ()) and to free it.  */
  if (descriptor_use (t, stmt, targets, loc)
      || data_pointer_use (t, stmt, targets, loc, in_call))
    return true;
  if (TREE_CODE (t) == ARRAY_REF)
    if (layout_target *tg = storage_target (TREE_OPERAND (t, 0), targets))
      {
	element_ref ref;
	std::string why = delinearise (t, *tg, ref);
	refuse_target (*tg, loc, "a reference cannot be delinearised into "
				 "its dimensions exactly (" + why + ")");
	return true;
      }
  if (layout_target *tg = storage_target (t, targets))
    {
      /* Clearing or clobbering the whole storage clears every piece.  */
      if (stmt && gimple_assign_single_p (stmt)
	  && gimple_assign_lhs (stmt) == t
	  && TREE_CODE (gimple_assign_rhs1 (stmt)) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt)) == 0)
	return true;
      refuse_target (*tg, loc, "it is used as a whole or in part (not "
			       "element by element) in a statement");
      return true;
    }
  if (TREE_CODE (t) == COMPONENT_REF && VAR_P (TREE_OPERAND (t, 0)))
    {
      /* Another member of a COMMON block with a target: fine unless a
	 procedure declares the block with other members there.  */
      bool any = false;
      for (layout_target &tg : targets)
	if (tg.fortran && tg.fortran->field
	    && tg.fortran->object == TREE_OPERAND (t, 0))
	  {
	    any = true;
	    if (!tg.refused && members_overlap_p (TREE_OPERAND (t, 1),
						  tg.fortran->field))
	      refuse_target (tg, loc, "a procedure declares its COMMON block "
				      "with other members in its place ('"
				      + std::string (decl_name
						     (TREE_OPERAND (t, 1)))
				      + "')");
	  }
      if (any)
	return true;
    }
  if (TREE_CODE (t) == ADDR_EXPR || (VAR_P (t) && !in_call))
    return whole_storage_use (t, targets, loc, in_call);
  return false;
}

} // namespace hyperlane
