/* Layout-aware loop strip-mining (thesis §3.3): a strip-mined dimension
   indexed by a loop's induction variable would leave i/T and i%T in the
   subscripts, which no vectorizer turns into contiguous accesses.  So the
   loop is strip-mined with the same tile instead: an outer loop over the
   tiles t, and the loop itself running i over the part of its range that
   lies in tile t.  Then i/T is t and i%T is i - t*T, both affine in the
   inner loop.  Partial first and last tiles (the iteration space not
   aligned with the index space, Fig. 3-4) are the same loop running fewer
   iterations.

   Works on the lowered, not yet SSA, GIMPLE the layout pass sees, where a
   C loop's induction variable is one local variable.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_LOOPS_H
#define HYPERLANE_LAYOUT_LOOPS_H

#include "layout-map.h"

#include <utility>
#include <vector>

namespace hyperlane {

class tile_planner
{
public:
  /* SUB through OPS (one STRIP_MINE's div or mod, with PAD offsets before
     and after) for the reference in STMT, as a value computed before GSI
     from the tile variable of STMT's loop, when SUB is that loop's
     induction variable and the loop can be strip-mined by the same tile;
     else NULL_TREE, and the caller computes the division.  */
  tree subscript (tree sub, const std::vector<index_op> &ops, gimple *stmt,
		  gimple_stmt_iterator *gsi);

  /* Give every loop a subscript used its tile loop; return how many.  */
  unsigned strip_mine ();

private:
  struct tiled_loop
  {
    class loop *loop;
    tree iv;		/* The induction variable (a local VAR_DECL).  */
    long tile;
    long align;		/* Tiles start where iv + ALIGN is a multiple.  */
    tree tile_var = NULL_TREE;
    gcond *exit_cond = nullptr;
    tree_code continue_code = ERROR_MARK;	/* iv CODE bound: go on.  */
    tree bound = NULL_TREE;
    location_t where = UNKNOWN_LOCATION;
  };
  std::vector<tiled_loop> m_loops;
  std::vector<std::pair<class loop *, tree>> m_refused;

  tiled_loop *plan (class loop *loop, tree iv, long tile, long align);
  tiled_loop *refuse (class loop *loop, tree iv, const char *why);
  void build (tiled_loop &t);
};

} // namespace hyperlane

#endif
