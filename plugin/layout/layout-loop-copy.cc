/* Loop versioning before SSA form; see layout-loop-copy.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cfghooks.h"
#include "tree-eh.h"
#include "layout-loop-copy.h"

namespace hyperlane {

namespace {

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

} // anon namespace

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

} // namespace hyperlane
