/* Which value a variable has at a statement; see layout-reaching.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-reaching.h"

namespace hyperlane {

bool
register_like_p (tree var)
{
  return (variable_p (var) && !is_global_var (var) && !TREE_ADDRESSABLE (var)
	  && !TREE_THIS_VOLATILE (var));
}

bool
may_change_p (gimple *s, tree var, bool saved)
{
  return (gimple_code (s) == GIMPLE_ASM || gimple_get_lhs (s) == var
	  || (saved && is_gimple_call (s)));
}

bool
same_value_between (tree var, gimple *reader, gimple *use, bool saved,
		    bool across_loops)
{
  if (!use || !gimple_bb (reader) || !gimple_bb (use)
      || !(register_like_p (var) || saved))
    return false;
  if (reader == use)
    return true;
  bool same = false;
  walk_back (use, [&] (gimple *s) {
    if (s == reader)
      return same = true;
    return may_change_p (s, var, saved);
  }, across_loops && !saved ? var : NULL_TREE);
  return same;
}

gassign *
reaching_assignment (tree var, gimple *reader, bool across_loops)
{
  if (!register_like_p (var) || !gimple_bb (reader))
    return nullptr;
  gimple *def = nullptr;
  walk_back (reader, [&] (gimple *s) {
    if (may_change_p (s, var, false))
      {
	def = s;
	return true;
      }
    return false;
  }, across_loops ? var : NULL_TREE);
  return safe_dyn_cast<gassign *> (def);
}

} // namespace hyperlane
