/* Layout-aware loop strip-mining; see layout-loops.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-loop-bound.h"
#include "layout-loop-copy.h"
#include "layout-loops.h"
#include "layout-reaching.h"
#include "layout-refusals.h"

#include <algorithm>

namespace hyperlane {

namespace {

/* Whether OP, read in LOOP, may have another value in another iteration
   of LOOP: what it is computed from is set in LOOP, or is memory that
   LOOP may write.  True past a depth: it serves a warning.  */
bool
varies_in_loop_p (class loop *loop, tree op, int depth = 0)
{
  if (is_gimple_min_invariant (op))
    return false;
  if (depth > 8)
    return true;
  if (TREE_CODE (op) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (op);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return false;
      gassign *assign = dyn_cast<gassign *> (def);
      if (!assign)
	return true;
      for (unsigned i = 1; i < gimple_num_ops (assign); i++)
	if (varies_in_loop_p (loop, gimple_op (assign, i), depth + 1))
	  return true;
      return false;
    }
  if (set_in_loop_p (loop, op))
    return true;
  if (register_like_p (op))
    return false;
  for (tree t = op; handled_component_p (t) || TREE_CODE (t) == MEM_REF;
       t = TREE_OPERAND (t, 0))
    if ((TREE_CODE (t) == ARRAY_REF
	 && varies_in_loop_p (loop, TREE_OPERAND (t, 1), depth + 1))
	|| (TREE_CODE (t) == MEM_REF
	    && varies_in_loop_p (loop, TREE_OPERAND (t, 0), depth + 1)))
      return true;
  return written_in_loop_p (loop, op);
}

/* One STRIP_MINE step of a subscript: (s + BEFORE) / TILE + AFTER, or
   (s + BEFORE) % TILE + AFTER.  */
struct tile_step
{
  bool is_div = false;
  long tile = 0, before = 0, after = 0;
};

bool
parse_tile_step (const std::vector<index_op> &ops, tile_step &step)
{
  size_t k = 0;
  while (k < ops.size () && ops[k].kind == index_op::add)
    step.before += ops[k++].value;
  if (k == ops.size ())
    return false;
  step.is_div = ops[k].kind == index_op::div;
  step.tile = ops[k++].value;
  for (; k < ops.size (); k++)
    {
      if (ops[k].kind != index_op::add)
	return false;
      step.after += ops[k].value;
    }
  return true;
}

/* Append "TARGET = EXPR" to SEQ, gimplified.  */
void
add_assign (gimple_seq *seq, tree target, tree expr)
{
  /* force_gimple_operand starts a new sequence: append it to SEQ.  */
  gimple_seq stmts = nullptr;
  tree v = force_gimple_operand (fold_convert (TREE_TYPE (target), expr),
				 &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  gimple_seq_add_stmt (seq, gimple_build_assign (target, v));
}

/* Make BOUND the bound of COND, the exit test of a loop over IV.  */
void
set_exit_bound (gcond *cond, tree iv, tree bound)
{
  if (gimple_cond_lhs (cond) == iv)
    gimple_cond_set_rhs (cond, bound);
  else
    gimple_cond_set_lhs (cond, bound);
}

/* walk_tree callback: an SSA name defined in the loop in DATA.  */
tree
defined_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  auto *loop = static_cast<class loop *> (
    static_cast<walk_stmt_info *> (data)->info);
  if (TREE_CODE (*tp) != SSA_NAME)
    return NULL_TREE;
  *walk_subtrees = 0;
  gimple *def = SSA_NAME_DEF_STMT (*tp);
  if (def && gimple_bb (def) && flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return *tp;
  return NULL_TREE;
}

/* Whether LOOP's exit E leads only out of the function for good: to
   calls that do not return (abort, exit, a failed assert, a throw no
   handler of the function catches), through a few blocks that go back
   neither to the loop nor on to the function's return, and read no
   temporary LOOP computes (the loop's copies, version_before_ssa, each
   compute their own).  A strip-mined loop runs the same iterations in the
   same order, with the counter's value at each, so whatever such an exit
   shows is what it showed before: the loop may still be strip-mined.  */
bool
dead_end_exit_p (class loop *loop, edge e)
{
  auto_vec<basic_block, 8> work;
  auto_bitmap seen;
  work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      if (bb == EXIT_BLOCK_PTR_FOR_FN (cfun)
	  || flow_bb_inside_loop_p (loop, bb) || bitmap_count_bits (seen) > 16)
	return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  walk_stmt_info wi = {};
	  wi.info = loop;
	  if (walk_gimple_op (gsi_stmt (gsi), defined_in_loop, &wi))
	    return false;
	}
      edge succ;
      edge_iterator ei;
      FOR_EACH_EDGE (succ, ei, bb->succs)
	work.safe_push (succ->dest);
    }
  return true;
}

/* LOOP's exit from its header when every other exit ends the program
   (dead_end_exit_p); without an exit from the header, its one exit that
   does not end the program.  Null when there are more (or none).  */
edge
main_exit (class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  edge exit = nullptr;
  for (edge e : exits)
    if (e->src == loop->header)
      {
	if (exit)
	  return nullptr;
	exit = e;
      }
  for (edge e : exits)
    if (e != exit && !dead_end_exit_p (loop, e))
      {
	if (exit)
	  return nullptr;
	exit = e;
      }
  return exit;
}

/* The innermost loop around LOOP, LOOP included, whose statements change
   IV; null when IV is the same in all of them (then GCC hoists its
   division out of the loops).  */
class loop *
counter_loop (class loop *loop, tree iv)
{
  for (; loop && loop_outer (loop); loop = loop_outer (loop))
    if (set_in_loop_p (loop, iv))
      return loop;
  return nullptr;
}

/* The only statement of LOOP that changes IV, when it adds 1 or -1 to
   it; *DOWN says which.  Null otherwise.  */
gimple *
counter_step (class loop *loop, tree iv, bool *down)
{
  gimple *incr = nullptr;
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned b = 0; ok && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || !stmt_sets_var_p (stmt, iv))
	  continue;
	ok = !incr && is_gimple_assign (stmt)
	     && gimple_assign_rhs1 (stmt) == iv;
	incr = stmt;
	if (!ok)
	  break;
	int by = unit_step (gimple_assign_rhs_code (stmt),
			    gimple_assign_rhs2 (stmt));
	ok = by != 0;
	*down = by < 0;
      }
  free (body);
  return ok ? incr : nullptr;
}

/* The variable SUB, a local subscript read by STMT, holds a copy of
   there, and in *OFFSET the constant added to it: UBSan's bounds checks
   (-fsanitize=bounds) copy each subscript into a temporary (i.0 = i;
   D.5 = i + 1), test it, then index with it, and a program may copy its
   counter itself (k = i).  Copies of copies are followed.  SUB itself,
   *OFFSET 0, when it holds no such copy.  */
tree
copied_variable (tree sub, gimple *stmt, long *offset)
{
  *offset = 0;
  tree var = sub;
  gimple *reader = stmt;
  for (int depth = 0; depth < 8; depth++)
    {
      gassign *def = reaching_assignment (var, reader, true);
      if (!def)
	break;
      tree from = gimple_assign_rhs1 (def);
      long add = 0;
      tree_code code = gimple_assign_rhs_code (def);
      if (code == PLUS_EXPR || code == MINUS_EXPR)
	{
	  tree c = gimple_assign_rhs2 (def);
	  if (TREE_CODE (c) != INTEGER_CST)
	    break;
	  /* Read modulo the type's precision: an unsigned i - 1 is
	     i + 4294967295 in GIMPLE.  */
	  wide_int w = wi::sext (wi::to_wide (c), TYPE_PRECISION (TREE_TYPE (c)));
	  if (!wi::fits_shwi_p (w) || absu_hwi (w.to_shwi ()) > INT_MAX)
	    break;
	  add = code == PLUS_EXPR ? w.to_shwi () : -w.to_shwi ();
	}
      else if (!gimple_assign_single_p (def))
	break;
      /* FROM must hold at STMT the value it had at DEF.  */
      if (from == var || !variable_p (from)
	  || !types_compatible_p (TREE_TYPE (from), TREE_TYPE (sub))
	  || !same_value_between (from, def, stmt, false, true))
	break;
      var = from;
      reader = def;
      *offset += add;
    }
  return var;
}

/* The local integer variable SUB, a temporary read by STMT, holds
   widened there (C's promotion of a short or char subscript), or null.  */
tree
widened_variable (tree sub, gimple *stmt)
{
  if (TREE_CODE (sub) != SSA_NAME)
    return NULL_TREE;
  gassign *conv = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (sub));
  if (!conv || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv)))
    return NULL_TREE;
  tree var = gimple_assign_rhs1 (conv);
  if (!variable_p (var) || !INTEGRAL_TYPE_P (TREE_TYPE (var))
      || !INTEGRAL_TYPE_P (TREE_TYPE (sub))
      || TYPE_PRECISION (TREE_TYPE (var)) >= TYPE_PRECISION (TREE_TYPE (sub))
      || !same_value_between (var, conv, stmt, false, true))
    return NULL_TREE;
  return var;
}

/* Whether VAR, read by READER, holds there a value that LOOP, which
   changes VAR, gives it the same in every iteration (NPB's boundary rows:
   i = 1, i = grid_points[0] - 2): a division of it is invariant in LOOP,
   and GCC folds or hoists it.  */
bool
invariant_in_p (class loop *loop, tree var, gimple *reader)
{
  gassign *def = reaching_assignment (var, reader, true);
  return def && invariant_assignment_p (loop, def);
}

} // anon namespace

/* A subscript of ARRAY in LOOP, VAR plus a constant (a stencil,
   u[i + 1]), keeps its division: when a loop around LOOP changes VAR,
   note it for that loop.  */
void
tile_planner::note_offset (class loop *loop, tree var, tree array,
			   gimple *reader)
{
  calculate_dominance_info (CDI_DOMINATORS);
  if (class loop *counting = counter_loop (loop, var))
    if (!invariant_in_p (counting, var, reader))
      m_kept.push_back ({ counting, var, array, "the variable plus a "
			  "constant reads across tiles" });
}

/* SUB, a subscript of ARRAY in LOOP, keeps its division: when it is a
   variable plus a constant, note_offset and say so.  */
bool
tile_planner::note_offset_subscript (class loop *loop, tree sub, tree array)
{
  if (TREE_CODE (sub) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (sub));
  if (!def
      || (gimple_assign_rhs_code (def) != PLUS_EXPR
	  && gimple_assign_rhs_code (def) != MINUS_EXPR)
      || !variable_p (gimple_assign_rhs1 (def))
      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST)
    return false;
  note_offset (loop, gimple_assign_rhs1 (def), array, def);
  return true;
}

/* SUB, a subscript of ARRAY in LOOP, is a value computed there (2 * i,
   idx[i], a global's value) and keeps its division: note the innermost
   loop around the reference whose iterations may give it other values,
   for the warning.  A value no loop changes is hoisted by GCC.  */
void
tile_planner::note_computed_subscript (class loop *loop, tree sub,
				       tree array)
{
  /* A global loaded into a temporary is named as itself.  */
  tree named = sub;
  if (TREE_CODE (sub) == SSA_NAME)
    if (gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (sub)))
      if (gimple_assign_single_p (def) && DECL_P (gimple_assign_rhs1 (def)))
	named = gimple_assign_rhs1 (def);
  for (; loop && loop_outer (loop); loop = loop_outer (loop))
    if (varies_in_loop_p (loop, sub))
      {
	refuse (loop, named, array, named != sub
		? "the subscript is not a local counter"
		: "the subscript is computed in the loop, not a counter");
	return;
      }
}

/* Leave LOOP alone for IV, for WHY; strip_mine says so for the loops
   that are not strip-mined for another subscript.  */
tile_planner::tiled_loop *
tile_planner::refuse (class loop *loop, tree iv, tree array, const char *why)
{
  m_refused.push_back ({ loop, iv, array, why });
  return nullptr;
}

tile_planner::tiled_loop *
tile_planner::plan (class loop *ref_loop, tree iv, long tile, long align,
		    tree array)
{
  /* get_loop_body needs them.  */
  calculate_dominance_info (CDI_DOMINATORS);
  class loop *loop = counter_loop (ref_loop, iv);
  if (!loop)
    return nullptr;
  for (tiled_loop &t : m_loops)
    if (t.loop == loop)
      {
	if (t.iv == iv && t.tile == tile && t.align == align)
	  return &t;
	m_kept.push_back ({ loop, iv, array, t.iv != iv
			    ? "the loop is strip-mined by another variable"
			    : "the loop is strip-mined by another tile" });
	return nullptr;
      }
  /* A refusal is for this variable only: a subscript computed from the
     counter (i1 = i + 1), met first, must not keep the loop's own counter
     from its tile loop.  */
  for (const refusal &r : m_refused)
    if (r.loop == loop && r.iv == iv)
      return nullptr;
  /* A loop around a strip-mined loop may be strip-mined for another
     subscript (tiles of both j and i): strip_mine builds the inner tile
     loops first, so that the copy of the outer loop copies them whole.
     Not for the same variable, whose tile the inner loop would change
     behind the outer one.  */
  for (const tiled_loop &t : m_loops)
    if (t.iv == iv
	&& (flow_loop_nested_p (t.loop, loop)
	    || flow_loop_nested_p (loop, t.loop)))
      return refuse (loop, iv, array, "a loop around it or in it is "
		     "strip-mined for the same variable");
  return check_shape (loop, iv, tile, align, array);
}

/* Plan LOOP, the innermost loop that changes IV, when it is a counted
   loop over IV with one exit, its test in the header.  */
tile_planner::tiled_loop *
tile_planner::check_shape (class loop *loop, tree iv, long tile, long align,
			   tree array)
{
  if (!loop->latch || EDGE_COUNT (loop->header->preds) != 2)
    return refuse (loop, iv, array, "it is not a loop with one entry and "
		   "one latch");
  if (!private_scalar_p (iv))
    return refuse (loop, iv, array, "the subscript is not a local counter");
  edge exit = main_exit (loop);
  if (!exit)
    return refuse (loop, iv, array, "it has more than one exit");
  if (exit->src != loop->header)
    return refuse (loop, iv, array, "its exit test is not in its header");
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (loop->header));
  if (!cond)
    return refuse (loop, iv, array, "it has no exit test in its header");
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  tree_code code = gimple_cond_code (cond);
  if (exit->flags & EDGE_TRUE_VALUE)
    code = invert_tree_comparison (code, false);
  if (rhs == iv)
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  if (lhs != iv)
    return refuse (loop, iv, array, "the subscript is not the counter its "
		   "exit test compares");
  const char *why = nullptr;
  tree bound = invariant_bound (loop, rhs, &why);
  if (!bound)
    return refuse (loop, iv, array, why);

  /* The only change of IV in the loop: "iv = iv + 1" (or - 1), the
     latch's last statement, so every other statement of an iteration
     sees one value.  */
  bool down = false;
  gimple *incr = counter_step (loop, iv, &down);
  if (!incr)
    return refuse (loop, iv, array, "its counter changes other than by one "
		   "at the end of an iteration");
  if (down ? code != GT_EXPR && code != GE_EXPR && code != NE_EXPR
	   : code != LT_EXPR && code != LE_EXPR && code != NE_EXPR)
    return refuse (loop, iv, array, "its exit test is not 'counter < "
		   "bound', '<=' or '!=' (or '>', '>=' counting down)");
  basic_block incr_bb = gimple_bb (incr);
  gimple_stmt_iterator last = gsi_last_nondebug_bb (incr_bb);
  if (gsi_stmt (last) != incr
      || (incr_bb != loop->latch
	  && !(single_succ_p (incr_bb) && single_succ (incr_bb) == loop->latch
	       && gsi_end_p (gsi_start_nondebug_bb (loop->latch)))))
    return refuse (loop, iv, array, "its counter is not changed at the end "
		   "of an iteration");

  tiled_loop t;
  t.loop = loop;
  t.iv = iv;
  t.tile = tile;
  t.align = align;
  t.down = down;
  t.tile_var = create_tmp_var (ptrdiff_type_node, "hl_tile");
  t.exit_cond = cond;
  t.incr = incr;
  t.continue_code = code;
  t.bound = bound;
  t.where = gimple_location (cond);
  m_loops.push_back (t);
  return &m_loops.back ();
}

tree
tile_planner::subscript (tree sub, const std::vector<index_op> &ops,
			 gimple *stmt, gimple_stmt_iterator *gsi, tree array)
{
  tile_step step;
  if (!parse_tile_step (ops, step))
    return NULL_TREE;
  class loop *ref_loop = gimple_bb (stmt)->loop_father;
  /* get_loop_body, for the loops the way back passes over, needs them.  */
  calculate_dominance_info (CDI_DOMINATORS);
  /* C promotes a counter narrower than int before it indexes
     (a[(int) i]): the variable behind the conversion is the one a loop
     changes, and the one to warn about.  */
  tree widened = widened_variable (sub, stmt);
  if (!widened && !variable_p (sub))
    {
      if (!note_offset_subscript (ref_loop, sub, array))
	note_computed_subscript (ref_loop, sub, array);
      return NULL_TREE;
    }
  long offset = 0;
  tree counter = widened ? widened : copied_variable (sub, stmt, &offset);
  if (offset)
    {
      note_offset (ref_loop, counter, array, stmt);
      return NULL_TREE;
    }
  if (class loop *changing = counter_loop (ref_loop, counter))
    if (invariant_in_p (changing, counter, stmt))
      return NULL_TREE;
  tiled_loop *t = plan (ref_loop, counter, step.tile, step.before, array);
  /* The header also runs the exit test that leaves the loop, with the
     counter past the tile.  */
  if (!t || gimple_bb (stmt) == t->loop->header)
    return NULL_TREE;
  tree pt = ptrdiff_type_node;
  tree e;
  if (step.is_div)
    e = fold_build2 (PLUS_EXPR, pt, t->tile_var,
		     build_int_cst (pt, step.after));
  else
    {
      /* (i + before) - t * tile + after, in the type of i: a conversion
	 of an unsigned i to a signed type would hide from SCEV that the
	 position in the tile steps by one.  */
      tree it = TREE_TYPE (sub);
      tree origin = fold_build2 (MINUS_EXPR, pt,
				 fold_build2 (MULT_EXPR, pt, t->tile_var,
					      build_int_cst (pt, step.tile)),
				 build_int_cst (pt, step.before + step.after));
      e = fold_build2 (MINUS_EXPR, it, sub, fold_convert (it, origin));
    }
  return force_gimple_operand_gsi (gsi, e, true, NULL_TREE, true,
				   GSI_SAME_STMT);
}

namespace {

/* Make LOOP, which runs a full tile, count its iterations from 0 to TILE
   in a counter of its own, incremented before INCR, and leave by that
   count in COND, its exit test (whose true edge leaves when
   EXIT_ON_TRUE): then SCEV sees a trip count known at compile time.  A
   test of the loop's counter against the tile's end would not show it:
   GCC replaces that end with the equal value of the wider type the
   tile's bounds are computed in, whose conversion hides the
   difference.  */
void
count_tile (class loop *loop, gcond *cond, gimple *incr, long tile,
	    bool exit_on_true)
{
  tree type = integer_type_node;
  tree count = create_tmp_var (type, "hl_in_tile");
  gimple_seq seq = nullptr;
  add_assign (&seq, count, build_zero_cst (type));
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), seq);
  seq = nullptr;
  add_assign (&seq, count,
	      fold_build2 (PLUS_EXPR, type, count, build_one_cst (type)));
  gimple_stmt_iterator gsi = gsi_for_stmt (incr);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  gimple_cond_set_lhs (cond, count);
  gimple_cond_set_rhs (cond, build_int_cst (type, tile));
  gimple_cond_set_code (cond, exit_on_true ? GE_EXPR : LT_EXPR);
}

} // anon namespace

/* Wrap T's loop in its tile loop.  TOP (t) is the first index of tile t
   in the loop's order (t * tile - align, plus tile - 1 counting down),
   REACH how far from it the test may let the counter go (tile - 1 for
   <= and >=, tile for <, > and !=), and DIR the step:

     init:   start = iv;  limit = bound;  t = floor ((start + align) / tile)
     head:   end = min (limit, TOP (t) + REACH)	(max (limit, TOP - REACH))
     loop:   while (iv CODE end) { ... iv = iv + DIR }   (was: CODE bound)
     latch:  t = t + DIR;  if (TOP (t) CODE' limit) goto head

   The first tile starts at START; the loop over a tile leaves the
   counter at the first index of the next, so iv is where each tile
   starts without being set (an itype value that no conversion from the
   tile's wider type hides from SCEV).  The bound is evaluated once,
   before the loop: it is invariant in the loop (layout-loop-bound.h).
   When the loop does not run at all, neither does the inner loop, and
   the latch leaves at once: iv keeps its start value, as before.  */
void
tile_planner::build (tiled_loop &t)
{
  class loop *loop = t.loop;
  tree pt = ptrdiff_type_node;
  tree itype = TREE_TYPE (t.iv);
  edge entry = loop_preheader_edge (loop);
  edge exit = main_exit (loop);
  bool exit_on_true = exit->flags & EDGE_TRUE_VALUE;

  basic_block init_bb = split_edge (entry);
  basic_block head_bb = split_edge (single_succ_edge (init_bb));
  basic_block latch_bb = split_edge (exit);

  tree tile = build_int_cst (pt, t.tile);
  long dir = t.down ? -1 : 1;
  bool inclusive = t.continue_code == LE_EXPR || t.continue_code == GE_EXPR;
  long reach = inclusive ? t.tile - 1 : t.tile;
  tree start = create_tmp_var (pt, "hl_start");
  tree limit = create_tmp_var (pt, "hl_bound");
  gimple_seq seq = nullptr;
  add_assign (&seq, start, t.iv);
  add_assign (&seq, limit, t.bound);
  add_assign (&seq, t.tile_var,
	      fold_build2 (FLOOR_DIV_EXPR, pt,
			   fold_build2 (PLUS_EXPR, pt, start,
					build_int_cst (pt, t.align)), tile));
  gimple_stmt_iterator gsi = gsi_start_bb (init_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);

  auto top = [&] () {
    return fold_build2 (PLUS_EXPR, pt,
			fold_build2 (MULT_EXPR, pt, t.tile_var, tile),
			build_int_cst (pt, -t.align
					   + (t.down ? t.tile - 1 : 0)));
  };
  tree end = create_tmp_var (itype, "hl_tile_end");
  seq = nullptr;
  add_assign (&seq, end,
	      fold_build2 (t.down ? MAX_EXPR : MIN_EXPR, pt, limit,
			   fold_build2 (PLUS_EXPR, pt, top (),
					build_int_cst (pt, dir * reach))));
  gsi = gsi_start_bb (head_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);

  set_exit_bound (t.exit_cond, t.iv, end);

  /* The tile loop's latch: next tile while it starts inside the range.  */
  seq = nullptr;
  add_assign (&seq, t.tile_var,
	      fold_build2 (PLUS_EXPR, pt, t.tile_var, build_int_cst (pt, dir)));
  tree first = create_tmp_var (pt, "hl_tile_first");
  add_assign (&seq, first, top ());
  tree_code go_on = t.down ? (inclusive ? GE_EXPR : GT_EXPR)
			   : (inclusive ? LE_EXPR : LT_EXPR);
  gimple_seq_add_stmt (&seq, gimple_build_cond (go_on, first, limit,
						NULL_TREE, NULL_TREE));
  gsi = gsi_start_bb (latch_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
  edge leave = single_succ_edge (latch_bb);
  leave->flags &= ~EDGE_FALLTHRU;
  leave->flags |= EDGE_FALSE_VALUE;
  edge again = make_edge (latch_bb, head_bb, EDGE_TRUE_VALUE);
  again->probability = profile_probability::likely ();
  leave->probability = again->probability.invert ();

  class loop *tiles = alloc_loop ();
  tiles->header = head_bb;
  tiles->latch = latch_bb;
  add_loop (tiles, loop_outer (loop));

  /* A full tile runs a copy of the loop that counts its TILE iterations
     (count_tile): GCC's vectorizer (or its complete unrolling and SLP)
     turns its TILE contiguous accesses into whole vectors.  Partial tiles
     (the ends of the range) run the loop as built above.  */
  tree is_full = create_tmp_var (boolean_type_node, "hl_full_tile");
  seq = nullptr;
  add_assign (&seq, is_full,
	      fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
			   fold_build2 (EQ_EXPR, boolean_type_node,
					fold_convert (pt, t.iv), top ()),
			   fold_build2 (EQ_EXPR, boolean_type_node,
					fold_convert (pt, end),
					fold_build2 (PLUS_EXPR, pt, top (),
						     build_int_cst
						       (pt, dir * reach)))));
  gsi = gsi_last_bb (head_bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  class loop *partial
    = version_before_ssa (loop, build2 (NE_EXPR, boolean_type_node, is_full,
					boolean_false_node));
  if (partial)
    {
      count_tile (loop, t.exit_cond, t.incr, t.tile, exit_on_true);
      /* Complete unrolling would come first and leave TILE copies whose
	 subscripts basic-block SLP cannot relate; the loop vectorizer
	 sees them through SCEV.  */
      loop->unroll = 1;
      /* GCC's niter analysis takes TILE iterations for a fact of this
	 copy and warns, at the user's line, where another access would
	 leave its array before the tile ends (-Waggressive-loop-
	 optimizations), though the copy runs only for tiles the range
	 holds whole: a warning the program without the layout does not
	 get.  */
      loop->warned_aggressive_loop_optimizations = true;
    }

  if (dump_file)
    fprintf (dump_file, "strip-mined loop %d by %ld (tiles start where "
	     "the index + %ld is a multiple): tile loop %d, full tiles in "
	     "loop %d, partial tiles in loop %d%s%s\n", loop->num, t.tile,
	     t.align, tiles->num, loop->num, partial ? partial->num : loop->num,
	     t.down ? "; it counts down" : "",
	     loop->inner ? "; it has inner loops" : "");
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t (t.where),
		     "hyperlane: loop strip-mined by %ld to match a "
		     "strip-mined array: no division left in its "
		     "subscripts\n", t.tile);
}

/* Say, once per loop, why a loop that indexes a strip-mined array by a
   variable it changes keeps a division: a warning, as the layout may
   make that loop slower than before, with the loop's depth to tell how
   hot it is, and the same text as a missed remark.  A loop strip-mined
   for one subscript may keep the division of others (M_KEPT).  */
void
tile_planner::report_refusals ()
{
  std::vector<refusal> all = m_refused;
  all.insert (all.end (), m_kept.begin (), m_kept.end ());
  for (size_t k = 0; k < all.size (); k++)
    {
      const refusal &r = all[k];
      bool said = false, tiled = false;
      for (size_t e = 0; e < k && !said; e++)
	said = all[e].loop == r.loop;
      for (const tiled_loop &t : m_loops)
	tiled |= t.loop == r.loop;
      if (said)
	continue;
      /* The loop's depth tells how hot it is: GCC has not estimated the
	 profile yet when the layout pass runs, before SSA form.  */
      location_t loc = find_loop_location (r.loop).get_location_t ();
      int depth = loop_depth (r.loop);
      if (tiled)
	warning_at (loc, 0, "hyperlane: loop at depth %d strip-mined, but "
		    "its subscripts of the strip-mined array %qs by %qs keep "
		    "a division (%s), and the layout may make it slower",
		    depth, source_name (r.array), source_name (r.iv), r.why);
      else
	warning_at (loc, 0, "hyperlane: loop at depth %d not strip-mined to "
		    "match the strip-mined array %qs, which it indexes by "
		    "%qs (%s): its subscripts keep a division, and the layout "
		    "may make it slower", depth, source_name (r.array),
		    source_name (r.iv), r.why);
      if (dump_enabled_p () && tiled)
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (r.loop),
			 "hyperlane: loop at depth %d strip-mined, but its "
			 "subscripts of the strip-mined array '%T' by '%T' "
			 "keep a division (%s)\n", depth, r.array, r.iv, r.why);
      else if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (r.loop),
			 "hyperlane: loop at depth %d not strip-mined to "
			 "match the strip-mined array '%T', which it indexes "
			 "by '%T' (%s): its subscripts keep a division\n",
			 depth, r.array, r.iv, r.why);
    }
}

unsigned
tile_planner::strip_mine ()
{
  report_refusals ();
  if (m_loops.empty ())
    return 0;
  /* loop_version copies a loop only when every loop has a preheader and
     a latch of one successor; the planned loops keep their shape (one
     latch, the exit test in the header, the increment last).  Afterwards
     the loops are left as loosely described as the pass found them.  */
  loop_optimizer_init (LOOPS_NORMAL);
  std::stable_sort (m_loops.begin (), m_loops.end (),
		    [] (const tiled_loop &a, const tiled_loop &b) {
		      return loop_depth (a.loop) > loop_depth (b.loop);
		    });
  for (tiled_loop &t : m_loops)
    build (t);
  loop_optimizer_finalize ();
  free_dominance_info (CDI_DOMINATORS);
  return m_loops.size ();
}

} // namespace hyperlane
