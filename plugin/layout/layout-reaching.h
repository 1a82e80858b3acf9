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

#include "layout-loop-bound.h"

namespace hyperlane {

/* The block before BB on the way back, skipping the loop BB heads when
   no statement of it sets KEPT (a local only assignments change): that
   loop's one entry from outside.  Null where the way forks.  */
inline basic_block
block_before (basic_block bb, tree kept)
{
  if (single_pred_p (bb))
    return single_pred (bb);
  class loop *loop = bb->loop_father;
  if (!kept || !loop || loop->header != bb || !loop_outer (loop)
      || set_in_loop_p (loop, kept))
    return nullptr;
  basic_block entry = nullptr;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (entry)
	  return nullptr;
	entry = e->src;
      }
  return entry;
}

/* Call VISIT on the statements before USE, last first, back through the
   blocks each the one predecessor of the next, until it returns true;
   false where the way back forks, loops or runs long first.  With KEPT,
   a loop that does not set that variable is passed over, to its entry:
   the statements before it are the ones that decide KEPT's value in it
   and after it (block_before).  */
template <typename Visit>
bool
walk_back (gimple *use, Visit visit, tree kept = NULL_TREE)
{
  basic_block bb = gimple_bb (use);
  gimple_stmt_iterator gsi = gsi_for_stmt (use);
  gsi_prev (&gsi);
  /* A statement of many references has two tests per subscript.  */
  for (int steps = 0; steps < 4096; steps++)
    {
      if (gsi_end_p (gsi))
	{
	  bb = block_before (bb, kept);
	  if (!bb || bb == gimple_bb (use) || bb->index == ENTRY_BLOCK)
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
   change VAR (may_change_p).  VAR is register_like_p, or a SAVED local.
   ACROSS_LOOPS: the way back passes over loops that do not set VAR
   (a register_like_p VAR only).  */
bool same_value_between (tree var, gimple *reader, gimple *use, bool saved,
			 bool across_loops = false);

/* The assignment whose value VAR, register_like_p, has at READER: the
   last one on the way back from READER (walk_back, over loops that do
   not set VAR when ACROSS_LOOPS), or null.  */
gassign *reaching_assignment (tree var, gimple *reader,
			      bool across_loops = false);

} // namespace hyperlane

#endif
