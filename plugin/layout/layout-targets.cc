/* The layout pass's decision on the arrays the requests name, and the
   matching of references to them; see layout-targets.h.  Which
   declarations a request means is layout-resolve.cc, the scan of their
   uses layout-uses.cc, their new declarations layout-pieces.cc.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-targets.h"
#include "layout-diagnostics.h"
#include "layout-fortran.h"
#include "layout-initializer.h"
#include "layout-pieces.h"
#include "layout-refusals.h"
#include "layout-resolve.h"
#include "layout-uses.h"

#include <string>

namespace hyperlane {

layout_target *
target_of (tree decl, std::vector<layout_target> &targets)
{
  for (layout_target &t : targets)
    if (t.decl == decl && !t.refused)
      return &t;
  return nullptr;
}

bool
match_element_ref (tree ref, std::vector<layout_target> &targets,
		   element_ref &out)
{
  if (lang_GNU_Fortran ())
    return match_fortran_element_ref (ref, targets, out);
  tree field = NULL_TREE;
  tree t = ref;
  if (TREE_CODE (t) == COMPONENT_REF)
    {
      field = TREE_OPERAND (t, 1);
      t = TREE_OPERAND (t, 0);
    }
  std::vector<tree> subs;
  while (TREE_CODE (t) == ARRAY_REF)
    {
      if ((TREE_OPERAND (t, 2) && !integer_zerop (TREE_OPERAND (t, 2)))
	  || TREE_OPERAND (t, 3))
	return false;
      subs.push_back (TREE_OPERAND (t, 1));
      t = TREE_OPERAND (t, 0);
    }
  if (!VAR_P (t))
    return false;
  layout_target *tg = target_of (t, targets);
  if (!tg || subs.size () + (field ? 1 : 0) != tg->sizes.size ()
      || (field != NULL_TREE) != tg->of_struct)
    return false;
  out.target = tg;
  out.subscripts.assign (subs.rbegin (), subs.rend ());
  if (field)
    {
      size_t k = 0;
      while (k < tg->fields.size () && tg->fields[k] != field)
	k++;
      if (k == tg->fields.size ())
	return false;
      out.subscripts.push_back (size_int (k));
    }
  return true;
}

void
decide_layout_targets (const std::vector<layout_request> &requests,
		       bool trust, std::vector<layout_target> &targets)
{
  for (const layout_request &r : requests)
    add_request_targets (r, trust, targets);
  report_unprinted_layout_problems ();
  if (targets.empty ())
    return;

  scan_layout_uses (targets);

  for (layout_target &t : targets)
    {
      if (t.refused)
	continue;
      if (t.fortran)
	{
	  create_fortran_pieces (t);
	  continue;
	}
      tree init = DECL_INITIAL (t.decl);
      std::string why;
      std::vector<tree> dummy;
      if (init && init != error_mark_node && !DECL_EXTERNAL (t.decl)
	  && !initializer_mappable_p (t, init, why))
	{
	  refuse_target (t, DECL_SOURCE_LOCATION (t.decl), why);
	  continue;
	}
      create_pieces (t);
    }
  report_unprinted_layout_problems ();
}

} // namespace hyperlane
