/* Layout-aware loop strip-mining; see layout-loops.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cfghooks.h"
#include "tree-eh.h"
#include "layout-loops.h"

namespace hyperlane {

namespace {

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

/* True when STMT may set VAR.  */
bool
sets (gimple *stmt, tree var)
{
  if (gasm *a = dyn_cast<gasm *> (stmt))
    {
      for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
	if (TREE_VALUE (gimple_asm_output_op (a, i)) == var)
	  return true;
      return false;
    }
  return gimple_get_lhs (stmt) == var;
}

/* A local scalar only this function's statements can change.  */
bool
private_scalar_p (tree t)
{
  return ((VAR_P (t) || TREE_CODE (t) == PARM_DECL)
	  && !TREE_ADDRESSABLE (t) && !is_global_var (t)
	  && !TREE_THIS_VOLATILE (t) && INTEGRAL_TYPE_P (TREE_TYPE (t)));
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

/* GCC's gimple_duplicate_bb without its SSA part, which needs the operand
   caches of SSA form: the GIMPLE the layout pass sees is not in SSA form
   yet (a copy of a store to a local variable is a store to the same
   variable), but the gimplifier's temporaries are already SSA names,
   each with one definition; rename_copied_temporaries gives the copies
   their own.  */
basic_block
duplicate_bb_before_ssa (basic_block bb, copy_bb_data *)
{
  basic_block new_bb = create_empty_bb (EXIT_BLOCK_PTR_FOR_FN (cfun)->prev_bb);
  gimple_stmt_iterator tgt = gsi_start_bb (new_bb);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_code (stmt) == GIMPLE_LABEL
	  || (gimple_debug_bind_p (stmt)
	      && TREE_CODE (gimple_debug_bind_get_var (stmt)) == LABEL_DECL))
	continue;
      gimple *copy = gimple_copy (stmt);
      gsi_insert_after (&tgt, copy, GSI_NEW_STMT);
      maybe_duplicate_eh_stmt (copy, stmt);
      /* As gimple_duplicate_bb: an artificial aggregate written in both
	 copies must not share a stack slot with another variable.  */
      tree lhs = gimple_get_lhs (stmt);
      if (lhs)
	if (tree base = get_base_address (lhs))
	  if ((VAR_P (base) || TREE_CODE (base) == RESULT_DECL)
	      && DECL_IGNORED_P (base) && !TREE_STATIC (base)
	      && !DECL_EXTERNAL (base)
	      && (!VAR_P (base) || !DECL_HAS_VALUE_EXPR_P (base)))
	    DECL_NONSHAREABLE (base) = 1;
    }
  return new_bb;
}

/* walk_tree callback: replace the SSA names of the map in DATA.  */
tree
rename_temporary (tree *tp, int *walk_subtrees, void *data)
{
  auto *map = static_cast<hash_map<tree, tree> *> (
    static_cast<walk_stmt_info *> (data)->info);
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *to = map->get (*tp))
	*tp = *to;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* New SSA names for the temporaries defined in COPY, a copy of a loop
   made by duplicate_bb_before_ssa, in their definitions and uses.  */
void
rename_copied_temporaries (class loop *copy)
{
  hash_map<tree, tree> map;
  basic_block *body = get_loop_body (copy);
  for (unsigned b = 0; b < copy->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	if (lhs && TREE_CODE (lhs) == SSA_NAME)
	  map.put (lhs, copy_ssa_name (lhs, gsi_stmt (gsi)));
      }
  for (unsigned b = 0; b < copy->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	walk_stmt_info wi = {};
	wi.info = &map;
	walk_gimple_op (gsi_stmt (gsi), rename_temporary, &wi);
      }
  free (body);
}

/* loop_version (LOOP, COND, ...) on GIMPLE not yet in SSA form: the copy
   on the false edge is returned, NULL when LOOP cannot be copied.  */
class loop *
version_before_ssa (class loop *loop, tree cond)
{
  cfg_hooks gimple_hooks = get_cfg_hooks ();
  cfg_hooks hooks = gimple_hooks;
  hooks.duplicate_block = duplicate_bb_before_ssa;
  set_cfg_hooks (hooks);
  initialize_original_copy_tables ();
  class loop *copy
    = loop_version (loop, cond, NULL, profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (), true);
  free_original_copy_tables ();
  set_cfg_hooks (gimple_hooks);
  if (copy)
    rename_copied_temporaries (copy);
  return copy;
}

/* Whether a statement of LOOP sets IV.  */
bool
counter_of_p (class loop *loop, tree iv)
{
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned b = 0; !found && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	 !found && !gsi_end_p (gsi); gsi_next (&gsi))
      found = sets (gsi_stmt (gsi), iv);
  free (body);
  return found;
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

} // anon namespace

/* Leave LOOP alone for IV, saying WHY when IV is the loop's own counter
   (a subscript indexed by an outer loop's counter keeps an invariant
   division, as it should).  */
tile_planner::tiled_loop *
tile_planner::refuse (class loop *loop, tree iv, const char *why)
{
  m_refused.emplace_back (loop, iv);
  if (!dump_enabled_p () || !counter_of_p (loop, iv))
    return nullptr;
  dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (loop),
		   "hyperlane: loop not strip-mined to match a strip-mined "
		   "array (%s): its subscripts keep a division\n", why);
  return nullptr;
}

tile_planner::tiled_loop *
tile_planner::plan (class loop *loop, tree iv, long tile, long align)
{
  for (tiled_loop &t : m_loops)
    if (t.loop == loop)
      return t.iv == iv && t.tile == tile && t.align == align ? &t : nullptr;
  /* A refusal is for this induction variable only: a subscript indexed
     by an outer loop's counter, met first, must not keep the loop's own
     counter from its tile loop.  */
  for (const auto &r : m_refused)
    if (r.first == loop && r.second == iv)
      return nullptr;

  calculate_dominance_info (CDI_DOMINATORS);
  if (!loop_outer (loop) || loop->inner || !loop->latch
      || EDGE_COUNT (loop->header->preds) != 2)
    return refuse (loop, iv, "it is not a simple innermost loop");
  if (!private_scalar_p (iv) || !VAR_P (iv))
    return refuse (loop, iv, "the subscript is not a local counter");
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1 || exits[0]->src != loop->header)
    return refuse (loop, iv, "it has more than one exit");
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (loop->header));
  if (!cond)
    return refuse (loop, iv, "it has no exit test in its header");
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  tree_code code = gimple_cond_code (cond);
  if (exits[0]->flags & EDGE_TRUE_VALUE)
    code = invert_tree_comparison (code, false);
  if (rhs == iv)
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  if (lhs != iv || (code != LT_EXPR && code != LE_EXPR && code != NE_EXPR))
    return refuse (loop, iv, "its exit test is not 'counter < bound', "
		   "'<=' or '!='");
  /* The bound: a constant, a private scalar, or a global the header loads
     again every iteration (NPB's "i <= nx" with a file-scope nx), which
     stays the same when no statement of the loop names it and no call or
     asm could change it behind our back.  */
  bool global_bound = false;
  if (TREE_CODE (rhs) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (rhs);
      if (!def || gimple_bb (def) != loop->header
	  || !gimple_assign_single_p (def))
	return refuse (loop, iv, "its bound is computed in the loop");
      rhs = gimple_assign_rhs1 (def);
      global_bound = true;
      if (!VAR_P (rhs) || !is_global_var (rhs) || TREE_ADDRESSABLE (rhs)
	  || TREE_THIS_VOLATILE (rhs) || !INTEGRAL_TYPE_P (TREE_TYPE (rhs))
	  || !useless_type_conversion_p (TREE_TYPE (rhs),
					 TREE_TYPE (gimple_assign_lhs (def))))
	return refuse (loop, iv, "its bound is not a constant or a variable "
		       "only this function can change");
    }
  else if (TREE_CODE (rhs) != INTEGER_CST && !private_scalar_p (rhs))
    return refuse (loop, iv, "its bound is not a constant or a variable "
		   "only this function can change");

  /* The only change of IV in the loop: "iv = iv + 1", the latch's last
     statement, so every other statement of an iteration sees one value.
     The bound does not change.  */
  gimple *incr = nullptr;
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned b = 0; ok && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	if (sets (stmt, rhs)
	    || (global_bound && (is_gimple_call (stmt)
				 || gimple_code (stmt) == GIMPLE_ASM)))
	  ok = false;
	if (!sets (stmt, iv))
	  continue;
	if (incr || !is_gimple_assign (stmt)
	    || gimple_assign_rhs_code (stmt) != PLUS_EXPR
	    || gimple_assign_rhs1 (stmt) != iv
	    || !integer_onep (gimple_assign_rhs2 (stmt)))
	  ok = false;
	incr = stmt;
      }
  free (body);
  if (!ok)
    return refuse (loop, iv, "its bound or counter may change other than "
		   "by one at the end of an iteration");
  if (!incr)
    return refuse (loop, iv, "the subscript's counter does not change in "
		   "it");
  basic_block incr_bb = gimple_bb (incr);
  gimple_stmt_iterator last = gsi_last_nondebug_bb (incr_bb);
  if (gsi_stmt (last) != incr
      || (incr_bb != loop->latch
	  && !(single_succ_p (incr_bb) && single_succ (incr_bb) == loop->latch
	       && gsi_end_p (gsi_start_nondebug_bb (loop->latch)))))
    return refuse (loop, iv, "its counter is not incremented at the end of "
		   "an iteration");

  tiled_loop t;
  t.loop = loop;
  t.iv = iv;
  t.tile = tile;
  t.align = align;
  t.tile_var = create_tmp_var (ptrdiff_type_node, "hl_tile");
  t.exit_cond = cond;
  t.continue_code = code;
  t.bound = rhs;
  t.where = gimple_location (cond);
  m_loops.push_back (t);
  return &m_loops.back ();
}

tree
tile_planner::subscript (tree sub, const std::vector<index_op> &ops,
			 gimple *stmt, gimple_stmt_iterator *gsi)
{
  tile_step step;
  if (!parse_tile_step (ops, step) || !VAR_P (sub))
    return NULL_TREE;
  class loop *loop = gimple_bb (stmt)->loop_father;
  tiled_loop *t = plan (loop, sub, step.tile, step.before);
  if (!t)
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

/* Wrap T's loop in its tile loop:

     init:   start = iv;  t = floor ((start + align) / tile)
     head:   iv = max (start, t * tile - align)
	     hi = min (bound, t * tile - align + tile)    (- 1 for <=)
     loop:   while (iv CODE hi) { ... iv = iv + 1 }     (was: CODE bound)
     latch:  t = t + 1;  if (t * tile - align CODE' bound) goto head

   When the loop does not run at all, neither does the inner loop, and the
   latch leaves at once: iv keeps its start value, as before.  */
void
tile_planner::build (tiled_loop &t)
{
  class loop *loop = t.loop;
  tree pt = ptrdiff_type_node;
  tree itype = TREE_TYPE (t.iv);
  edge entry = EDGE_PRED (loop->header, 0)->src == loop->latch
	       ? EDGE_PRED (loop->header, 1) : EDGE_PRED (loop->header, 0);
  edge exit = get_loop_exit_edges (loop)[0];

  basic_block init_bb = split_edge (entry);
  basic_block head_bb = split_edge (single_succ_edge (init_bb));
  basic_block latch_bb = split_edge (exit);

  tree tile = build_int_cst (pt, t.tile);
  tree align = build_int_cst (pt, t.align);
  tree start = create_tmp_var (pt, "hl_start");
  tree bound = fold_convert (pt, t.bound);
  gimple_seq seq = nullptr;
  add_assign (&seq, start, t.iv);
  add_assign (&seq, t.tile_var,
	      fold_build2 (FLOOR_DIV_EXPR, pt,
			   fold_build2 (PLUS_EXPR, pt, start, align), tile));
  gimple_stmt_iterator gsi = gsi_start_bb (init_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);

  /* The first index of tile t.  */
  auto tile_first = [&] () {
    return fold_build2 (MINUS_EXPR, pt,
			fold_build2 (MULT_EXPR, pt, t.tile_var, tile), align);
  };
  tree hi = create_tmp_var (itype, "hl_tile_end");
  long last = t.continue_code == LE_EXPR ? t.tile - 1 : t.tile;
  seq = nullptr;
  add_assign (&seq, t.iv, fold_build2 (MAX_EXPR, pt, start, tile_first ()));
  add_assign (&seq, hi,
	      fold_build2 (MIN_EXPR, pt, bound,
			   fold_build2 (PLUS_EXPR, pt, tile_first (),
					build_int_cst (pt, last))));
  gsi = gsi_start_bb (head_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);

  set_exit_bound (t.exit_cond, t.iv, hi);

  /* The tile loop's latch: next tile while it starts inside the range.  */
  seq = nullptr;
  add_assign (&seq, t.tile_var,
	      fold_build2 (PLUS_EXPR, pt, t.tile_var, build_int_cst (pt, 1)));
  tree first = create_tmp_var (pt, "hl_tile_first");
  tree limit = create_tmp_var (pt, "hl_bound");
  add_assign (&seq, first, tile_first ());
  add_assign (&seq, limit, bound);
  gimple_seq_add_stmt (&seq, gimple_build_cond (t.continue_code == LE_EXPR
						? LE_EXPR : LT_EXPR,
						first, limit, NULL_TREE,
						NULL_TREE));
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

  /* A full tile runs a copy of the loop whose bound is its start plus
     TILE - 1 (or TILE for <), so that the copy has a trip count known at
     compile time: GCC's vectorizer (or its complete unrolling and SLP)
     turns its TILE contiguous accesses into whole vectors.  Partial tiles
     (the ends of the range) run the loop as built above.  */
  tree full_end = create_tmp_var (itype, "hl_full_end");
  tree is_full = create_tmp_var (boolean_type_node, "hl_full_tile");
  seq = nullptr;
  add_assign (&seq, full_end,
	      fold_build2 (PLUS_EXPR, itype, t.iv,
			   build_int_cst (itype, last)));
  add_assign (&seq, is_full,
	      fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
			   fold_build2 (EQ_EXPR, boolean_type_node,
					fold_convert (pt, t.iv),
					tile_first ()),
			   fold_build2 (EQ_EXPR, boolean_type_node, hi,
					full_end)));
  gsi = gsi_last_bb (head_bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  class loop *partial
    = version_before_ssa (loop, build2 (NE_EXPR, boolean_type_node, is_full,
					boolean_false_node));
  if (partial)
    {
      set_exit_bound (t.exit_cond, t.iv, full_end);
      /* Complete unrolling would come first and leave TILE copies whose
	 subscripts basic-block SLP cannot relate; the loop vectorizer
	 sees them through SCEV.  */
      loop->unroll = 1;
    }

  if (dump_file)
    fprintf (dump_file, "strip-mined loop %d by %ld (tiles start where "
	     "the index + %ld is a multiple): tile loop %d, full tiles in "
	     "loop %d, partial tiles in loop %d\n", loop->num, t.tile,
	     t.align, tiles->num, loop->num, partial ? partial->num : loop->num);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
		     dump_user_location_t::from_location_t (t.where),
		     "hyperlane: loop strip-mined by %ld to match a "
		     "strip-mined array: no division left in its "
		     "subscripts\n", t.tile);
}

unsigned
tile_planner::strip_mine ()
{
  if (m_loops.empty ())
    return 0;
  /* loop_version copies a loop only when every loop has a preheader and
     a latch of one successor; the planned loops keep their shape (one
     latch, the exit test in the header, the increment last).  Afterwards
     the loops are left as loosely described as the pass found them.  */
  loop_optimizer_init (LOOPS_NORMAL);
  for (tiled_loop &t : m_loops)
    build (t);
  loop_optimizer_finalize ();
  free_dominance_info (CDI_DOMINATORS);
  return m_loops.size ();
}

} // namespace hyperlane
