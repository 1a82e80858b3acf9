/* Rewriting of the references to transformed arrays in one function: every
   whole-element reference becomes a reference to the piece its element
   lives in, with subscripts computed from the old ones (layout-map.h);
   whole-array clears and clobbers are repeated for every piece.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-loops.h"
#include "layout-refusals.h"
#include "layout-rewrite.h"
#include "layout-targets.h"

namespace hyperlane {

namespace {

struct rewrite_state
{
  std::vector<layout_target> *targets;
  gimple_stmt_iterator *gsi;
  tile_planner *tiles;		/* Null: no loop structures.  */
  unsigned rewritten = 0;
};

/* The subscript SUB through OPS of a reference to ARRAY, as a GIMPLE
   value computed before the statement at GSI: from the tile loop when
   the planner can strip-mine the loop that counts with SUB, else by
   division.  */
tree
mapped_subscript (tree sub, const std::vector<index_op> &ops, tree array,
		  rewrite_state *s)
{
  gimple_stmt_iterator *gsi = s->gsi;
  if (ops.empty ())
    return sub;
  if (s->tiles)
    if (tree tiled = s->tiles->subscript (sub, ops, gsi_stmt (*gsi), gsi,
					       array))
      return tiled;
  tree type = ptrdiff_type_node;
  tree e = fold_convert (type, sub);
  for (const index_op &op : ops)
    {
      tree c = build_int_cst (type, op.value);
      switch (op.kind)
	{
	case index_op::add: e = fold_build2 (PLUS_EXPR, type, e, c); break;
	/* Floor and modulo, as the thesis's mapping (§3.2.2): the same as
	   C's for the subscripts of a valid program, which are not
	   negative, and a shift and a mask for a tile of a power of 2.  */
	case index_op::div: e = fold_build2 (FLOOR_DIV_EXPR, type, e, c); break;
	case index_op::mod: e = fold_build2 (FLOOR_MOD_EXPR, type, e, c); break;
	}
    }
  return force_gimple_operand_gsi (gsi, e, true, NULL_TREE, true,
				   GSI_SAME_STMT);
}

/* The reference REF of the new layout.  */
tree
new_reference (const element_ref &ref, tree old, rewrite_state *s)
{
  const layout_target &t = *ref.target;
  int p = 0;
  if (t.map.peel_dim >= 0)
    {
      const mapped_dim &pd = t.map.pre_dims[t.map.peel_dim];
      p = t.map.piece_of (apply_ops (pd.ops,
				     tree_to_shwi (ref.subscripts[pd.source])));
      gcc_assert (p >= 0);
    }
  tree result = t.fortran ? fortran_piece_base (t, p, old) : t.pieces[p];
  tree type = TREE_TYPE (result);
  for (const mapped_dim &d : t.map.pieces[p].dims)
    {
      tree sub = ref.subscripts[d.source];
      /* A Fortran subscript may be an expression of the variables.  */
      if (t.fortran && d.ops.empty () && !is_gimple_val (sub))
	sub = force_gimple_operand_gsi (s->gsi, fold_convert
					(ptrdiff_type_node, sub), true,
					NULL_TREE, true, GSI_SAME_STMT);
      tree idx = mapped_subscript (sub, d.ops, t.decl, s);
      result = build4 (ARRAY_REF, TREE_TYPE (type), result, idx, NULL_TREE,
		       NULL_TREE);
      type = TREE_TYPE (type);
    }
  return result;
}

tree
rewrite_use (tree *tp, int *walk_subtrees, void *data)
{
  rewrite_state *s = static_cast<rewrite_state *> (data);
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  element_ref ref;
  if (!match_element_ref (*tp, *s->targets, ref))
    {
      /* The scan took every reference to a Fortran array's storage; one
	 it did not take now would read the old layout: stop.  */
      if (lang_GNU_Fortran ())
	if (tree array = fortran_storage_reference (*tp, *s->targets))
	  {
	    error_at (gimple_location (gsi_stmt (*s->gsi)),
		      "hyperlane: cannot apply the layout of %qs to this "
		      "reference (please report this)", source_name (array));
	    *walk_subtrees = 0;
	  }
      return NULL_TREE;
    }
  *walk_subtrees = 0;
  tree old = *tp;
  *tp = new_reference (ref, old, s);
  TREE_THIS_VOLATILE (*tp) = TREE_THIS_VOLATILE (old);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "  rewrote ");
      print_generic_expr (dump_file, old, TDF_SLIM);
      fprintf (dump_file, " -> ");
      print_generic_expr (dump_file, *tp, TDF_SLIM);
      fprintf (dump_file, "\n");
    }
  s->rewritten++;
  return NULL_TREE;
}

} // anon namespace

unsigned
rewrite_function (function *fun, std::vector<layout_target> &targets)
{
  if (lang_GNU_Fortran ())
    normalize_fortran_exit_tests (fun);
  tile_planner tiles;
  rewrite_state s;
  s.targets = &targets;
  s.tiles = loops_for_fn (fun) ? &tiles : nullptr;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	s.gsi = &gsi;
	fortran_current_stmt = stmt;
	fortran_current_fun = fun;

	/* A clear or clobber of a whole array: one per piece.  */
	if (gimple_assign_single_p (stmt)
	    && VAR_P (gimple_assign_lhs (stmt))
	    && TREE_CODE (gimple_assign_rhs1 (stmt)) == CONSTRUCTOR
	    && CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt)) == 0)
	  if (layout_target *t = target_of (gimple_assign_lhs (stmt),
					    targets);
	      t && !t->fortran)
	    {
	      tree rhs = gimple_assign_rhs1 (stmt);
	      for (size_t p = 0; p < t->pieces.size (); p++)
		{
		  tree piece = t->pieces[p];
		  tree value;
		  if (TREE_CLOBBER_P (rhs))
		    value = build_clobber (TREE_TYPE (piece));
		  else if (TREE_CODE (TREE_TYPE (piece)) == ARRAY_TYPE)
		    value = build_constructor (TREE_TYPE (piece), nullptr);
		  else
		    value = build_zero_cst (TREE_TYPE (piece));
		  if (p == 0)
		    {
		      gimple_assign_set_rhs1 (stmt, value);
		      continue;
		    }
		  gassign *copy = gimple_build_assign (piece, value);
		  gimple_set_location (copy, gimple_location (stmt));
		  gsi_insert_after (&gsi, copy, GSI_NEW_STMT);
		}
	      gsi_next (&gsi);
	      continue;
	    }

	if (is_gimple_debug (stmt))
	  {
	    /* Debug binds of a transformed element lose their value.  */
	    if (gimple_debug_bind_p (stmt) && gimple_debug_bind_has_value_p
		(stmt))
	      {
		element_ref ref;
		tree v = gimple_debug_bind_get_value (stmt);
		if (walk_tree (&v, [] (tree *tp, int *, void *d) -> tree {
		      element_ref r;
		      return match_element_ref
			(*tp, *static_cast<std::vector<layout_target> *> (d), r)
			? *tp : NULL_TREE;
		    }, &targets, NULL))
		  gimple_debug_bind_reset_value (stmt);
	      }
	    gsi_next (&gsi);
	    continue;
	  }

	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  if (tree *op = gimple_op_ptr (stmt, i))
	    if (*op)
	      walk_tree (op, rewrite_use, &s, NULL);
	gsi_next (&gsi);
      }

  tiles.strip_mine ();

  /* The references to the pieces, for the symbol table.  */
  if (s.rewritten)
    cgraph_edge::rebuild_references ();
  return s.rewritten;
}

} // namespace hyperlane
