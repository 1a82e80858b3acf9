/* Layout-aware loop strip-mining (thesis §3.3): a strip-mined dimension
   indexed by a loop's induction variable would leave i/T and i%T in the
   subscripts, which no vectorizer turns into contiguous accesses.  So the
   loop is strip-mined with the same tile instead: an outer loop over the
   tiles t, and the loop itself running i over the part of its range that
   lies in tile t.  Then i/T is t and i%T is i - t*T, both affine in the
   inner loop.  Partial first and last tiles (the iteration space not
   aligned with the index space, Fig. 3-4) are the same loop running fewer
   iterations.

   The loop may contain inner loops (an i loop around an m loop, the i
   loop in the middle of a k/j/i nest) and count down.  A loop that uses a
   strip-mined array by its counter but cannot be strip-mined gets a
   warning: the layout may make it slower.

   Works on the lowered, not yet SSA, GIMPLE the layout pass sees, where a
   C loop's induction variable is one local variable.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_LOOPS_H
#define HYPERLANE_LAYOUT_LOOPS_H

#include "layout-map.h"

#include <vector>

namespace hyperlane {

class tile_planner
{
public:
  /* SUB through OPS (one STRIP_MINE's div or mod, with PAD offsets before
     and after) for the reference to ARRAY in STMT, as a value computed
     before GSI from the tile variable of the loop that counts with SUB
     (the innermost loop around STMT that changes SUB), when that loop
     can be strip-mined by the same tile; else NULL_TREE, and the caller
     computes the division.  */
  tree subscript (tree sub, const std::vector<index_op> &ops, gimple *stmt,
		  gimple_stmt_iterator *gsi, tree array);

  /* Give every loop a subscript used its tile loop; return how many.  */
  unsigned strip_mine ();

private:
  struct tiled_loop
  {
    class loop *loop;
    tree iv;		/* The induction variable (a local VAR_DECL).  */
    long tile;
    long align;		/* Tiles start where iv + ALIGN is a multiple.  */
    bool down = false;	/* The loop counts down: iv = iv - 1.  */
    tree tile_var = NULL_TREE;
    gcond *exit_cond = nullptr;
    gimple *incr = nullptr;	/* iv = iv + 1 (or - 1).  */
    tree_code continue_code = ERROR_MARK;	/* iv CODE bound: go on.  */
    tree bound = NULL_TREE;	/* Its value before the loop (GENERIC).  */
    location_t where = UNKNOWN_LOCATION;
  };
  struct refusal
  {
    class loop *loop;
    tree iv, array;
    const char *why;
  };
  std::vector<tiled_loop> m_loops;
  std::vector<refusal> m_refused;
  std::vector<refusal> m_kept;	/* Divisions kept in a loop, for REPORT.  */

  tiled_loop *plan (class loop *loop, tree iv, long tile, long align,
		    tree array);
  tiled_loop *check_shape (class loop *loop, tree iv, long tile, long align,
			   tree array);
  tiled_loop *refuse (class loop *loop, tree iv, tree array,
		      const char *why);
  void build (tiled_loop &t);
  void note_offset (class loop *loop, tree var, tree array, gimple *reader);
  bool note_offset_subscript (class loop *loop, tree sub, tree array);
  void note_computed_subscript (class loop *loop, tree sub, tree array);
  void report_refusals ();
};

} // namespace hyperlane

#endif
