/* Which value a variable has at a statement of the lowered, not yet SSA,
   GIMPLE the layout pass reads: compilers copy subscripts into temporaries
   of their own (-fcheck=bounds and -fsanitize=bounds test the copy, then
   index with it; OpenMP's outlined bodies assign one temporary again), so
   a subscript is read as the assignment that reaches it along the one way
   back, through blocks each the single predecessor of the next (a failed
   bounds check does not return).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_REACHING_H
#define HYPERLANE_LAYOUT_REACHING_H

namespace hyperlane {

/* Call VISIT on the statements before USE, last first, back through the
   blocks each the one predecessor of the next, until it returns true;
   false where the way back forks, loops or runs long first.  */
template <typename Visit>
bool
walk_back (gimple *use, Visit visit)
{
  basic_block bb = gimple_bb (use);
  gimple_stmt_iterator gsi = gsi_for_stmt (use);
  gsi_prev (&gsi);
  /* A statement of many references has two tests per subscript.  */
  for (int steps = 0; steps < 4096; steps++)
    {
      if (gsi_end_p (gsi))
	{
	  if (!single_pred_p (bb))
	    return false;
	  bb = single_pred (bb);
	  if (bb == gimple_bb (use) || bb->index == ENTRY_BLOCK)
	    return false;
	  gsi = gsi_last_bb (bb);
	  continue;
	}
      gimple *s = gsi_stmt (gsi);
      gsi_prev (&gsi);
      if (!is_gimple_debug (s) && visit (s))
	return true;
    }
  return false;
}

/* Whether VAR, a local whose address is not taken, can change only by an
   assignment to it.  */
bool register_like_p (tree var);

/* Whether S may change VAR: an assignment to it, an asm, or, for a SAVED
   local (one that keeps its value between calls), a call, which may call
   back into the function.  */
bool may_change_p (gimple *s, tree var, bool saved);

/* Whether VAR, read by READER, still has that value at USE: READER is on
   the way back from USE (walk_back), and no statement between them may
   change VAR (may_change_p).  VAR is register_like_p, or a SAVED local.  */
bool same_value_between (tree var, gimple *reader, gimple *use, bool saved);

/* The assignment whose value VAR, register_like_p, has at READER: the
   last one on the way back from READER (walk_back), or null.  */
gassign *reaching_assignment (tree var, gimple *reader);

} // namespace hyperlane

#endif
