/* The loop over the blocks that the strip-miner of the AOSOA(T) loops
   (heap-stripmine.cc) builds around a loop, and the copy of its inner
   loop for the whole blocks (heap-internal.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "heap-internal.h"

namespace hyperlane {

edge
heap_other_succ (basic_block bb, basic_block to)
{
  return EDGE_SUCC (bb, 0)->dest == to ? EDGE_SUCC (bb, 1)
				       : EDGE_SUCC (bb, 0);
}

edge
heap_other_pred (basic_block bb, basic_block from)
{
  return EDGE_PRED (bb, 0)->src == from ? EDGE_PRED (bb, 1)
					: EDGE_PRED (bb, 0);
}

namespace {

/* The header PHIs of H (body B, entered from OB): their values at the
   start of each block, PHIs of OH, into OUTER as (H result, OH result)
   pairs; returns the one of the counter IV.  */
tree
outer_phis (basic_block h, basic_block oh, basic_block ob, tree iv,
	    std::vector<std::pair<tree, tree>> &outer)
{
  tree iv_o = NULL_TREE;
  for (gphi_iterator gsi = gsi_start_phis (h); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree r = gimple_phi_result (phi);
      edge in = single_succ_edge (ob);
      tree init = PHI_ARG_DEF_FROM_EDGE (phi, in);
      tree ro = copy_ssa_name (r);
      gphi *np = create_phi_node (ro, oh);
      add_phi_arg (np, init, single_pred_edge (oh),
		   gimple_phi_arg_location_from_edge (phi, in));
      SET_USE (PHI_ARG_DEF_PTR_FROM_EDGE (phi, in), ro);
      outer.push_back ({ r, ro });
      if (r == iv)
	iv_o = ro;
    }
  gcc_assert (iv_o);
  return iv_o;
}

/* After the loop of header H and body B, the header's values are those
   OH left it with: the uses outside the loop of each first of OUTER
   use its second.  */
void
use_outer_values (basic_block h, basic_block b,
		  const std::vector<std::pair<tree, tree>> &outer)
{
  for (auto &p : outer)
    {
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, p.first)
	{
	  if (gimple_code (use) == GIMPLE_PHI)
	    {
	      use_operand_p u;
	      FOR_EACH_IMM_USE_ON_STMT (u, it)
		{
		  edge e = gimple_phi_arg_edge (as_a<gphi *> (use),
						PHI_ARG_INDEX_FROM_USE (u));
		  if (e->src != h && e->src != b)
		    SET_USE (u, p.second);
		}
	      continue;
	    }
	  basic_block ub = gimple_bb (use);
	  if (ub == h || ub == b)
	    continue;
	  use_operand_p u;
	  FOR_EACH_IMM_USE_ON_STMT (u, it)
	    SET_USE (u, p.second);
	  update_stmt (use);
	}
    }
}

/* OL -> OH instead of EXIT; OH -> EXIT with EXIT's PHI arguments (OH's
   PHIs, the seconds of OUTER, get the firsts from OL); the counts of OH,
   OB and OL for the ENTRY count and blocks of BLK records.  */
void
close_outer_loop (basic_block oh, basic_block ob, basic_block ol,
		  basic_block ex,
		  const std::vector<std::pair<tree, tree>> &outer,
		  profile_count entry, HOST_WIDE_INT blk, location_t loc)
{
  edge oe = single_succ_edge (ol);
  std::vector<std::pair<tree, location_t>> args;
  for (gphi_iterator gsi = gsi_start_phis (ex); !gsi_end_p (gsi);
       gsi_next (&gsi))
    args.push_back ({ PHI_ARG_DEF_FROM_EDGE (gsi.phi (), oe),
		      gimple_phi_arg_location_from_edge (gsi.phi (), oe) });
  redirect_edge_succ (oe, oh);
  for (gphi_iterator gsi = gsi_start_phis (oh); !gsi_end_p (gsi);
       gsi_next (&gsi))
    for (auto &p : outer)
      if (p.second == gimple_phi_result (gsi.phi ()))
	add_phi_arg (gsi.phi (), p.first, oe, loc);
  edge te = single_succ_edge (oh);
  te->flags &= ~EDGE_FALLTHRU;
  te->flags |= EDGE_TRUE_VALUE;
  edge fe = make_edge (oh, ex, EDGE_FALSE_VALUE);
  unsigned i = 0;
  for (gphi_iterator gsi = gsi_start_phis (ex); !gsi_end_p (gsi);
       gsi_next (&gsi), i++)
    add_phi_arg (gsi.phi (), args[i].first, fe, args[i].second);
  te->probability = profile_probability::likely ();
  fe->probability = te->probability.invert ();
  oh->count = entry.apply_scale (blk + 1, 1);
  ob->count = oh->count.apply_probability (te->probability);
  ol->count = ob->count;
}

/* The header H's computations from values set before the loop: once per
   block, in OH (in their order).  */
void
hoist_header (basic_block h, basic_block oh)
{
  for (gimple_stmt_iterator hi = gsi_start_nondebug_after_labels_bb (h);
       !gsi_end_p (hi);)
    {
      gimple *s = gsi_stmt (hi);
      if (is_gimple_assign (s))
	{
	  gimple_stmt_iterator to = gsi_last_bb (oh);
	  gsi_move_after (&hi, &to);
	}
      else
	gsi_next (&hi);
    }
}

} // anon namespace

heap_outer_loop
heap_build_outer_loop (basic_block h, basic_block b, tree iv, tree bound,
		       HOST_WIDE_INT blk, location_t loc)
{
  /* pre -> OH -> OB -> H; H -> OL -> EXIT.  */
  edge pre = heap_other_pred (h, b);
  profile_count entry = pre->count ();
  basic_block oh = split_edge (pre);
  basic_block ob = split_edge (single_succ_edge (oh));
  edge exit = heap_other_succ (h, b);
  basic_block ex = exit->dest;
  basic_block ol = split_edge (exit);

  std::vector<std::pair<tree, tree>> outer;	/* (H result, OH result) */
  tree iv_o = outer_phis (h, oh, ob, iv, outer);
  use_outer_values (h, b, outer);
  close_outer_loop (oh, ob, ol, ex, outer, entry, blk, loc);
  hoist_header (h, oh);
  gcond *oc = gimple_build_cond (LT_EXPR, iv_o, bound, NULL_TREE,
				 NULL_TREE);
  gimple_set_location (oc, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (oh);
  gsi_insert_after (&gsi, oc, GSI_NEW_STMT);
  return { oh, ob, iv_o };
}

void
heap_version_full_blocks (const std::vector<heap_full_block> &blocks)
{
  for (const heap_full_block &fb : blocks)
    {
      basic_block h = BASIC_BLOCK_FOR_FN (cfun, fb.header);
      class loop *l = h ? h->loop_father : nullptr;
      if (!l || l->header != h || l->num_nodes != 2 || !l->latch
	  || !loop_preheader_edge (l)
	  || !can_duplicate_loop_p (l))
	continue;
      gcond *c = safe_dyn_cast<gcond *> (last_stmt (h));
      if (!c || gimple_cond_lhs (c) == NULL_TREE)
	continue;
      tree cond = build2 (EQ_EXPR, boolean_type_node, fb.count,
			  size_int (fb.block));
      initialize_original_copy_tables ();
      class loop *copy
	= loop_version (l, cond, NULL, profile_probability::likely (),
			profile_probability::unlikely (),
			profile_probability::likely (),
			profile_probability::unlikely (), true);
      free_original_copy_tables ();
      if (!copy)
	continue;
      /* L runs the whole blocks: i < io + T.  */
      gimple_cond_set_rhs (c, fb.lim_full);
      update_stmt (c);
    }
}

} // namespace hyperlane
