/* Unroll-and-jam of a parallel enclosing loop; see unroll-jam.h.  The
   shape checks and the fusion follow GCC 12's gimple-loop-jam.cc
   (unroll_jam_possible_p, fuse_loops, merge_loop_tree).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-sccvn.h"
#include "unroll-jam.h"

namespace hyperlane {

namespace {

/* Whether a block of OUTER's own stores or has side effects: its first
   FACTOR - 1 copies would move into the fused inner loop.  */
bool
block_prevents_fusion_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)) || gimple_has_side_effects (gsi_stmt (gsi)))
      return true;
  return false;
}

/* Whether a value LOOP computes is used in OUTER after it: fused, the
   copies would see the value of the first copy's iterations.  */
bool
value_used_after_p (class loop *outer, class loop *loop)
{
  for (gphi_iterator psi = gsi_start_phis (single_exit (loop)->dest);
       !gsi_end_p (psi); gsi_next (&psi))
    {
      tree op = gimple_phi_result (psi.phi ());
      if (virtual_operand_p (op))
	continue;
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, op)
	{
	  gimple *stmt = USE_STMT (use);
	  if (!is_gimple_debug (stmt)
	      && flow_bb_inside_loop_p (outer, gimple_bb (stmt)))
	    return true;
	}
    }
  return false;
}

/* Whether OUTER's own blocks store, have side effects or exit before
   LOOP's EXIT.  */
bool
outer_blocks_prevent_p (class loop *outer, edge exit)
{
  basic_block *bbs = get_loop_body (outer);
  bool prevent = false;
  for (unsigned i = 0; i < outer->num_nodes && !prevent; i++)
    if (bbs[i]->loop_father == outer)
      prevent = (block_prevents_fusion_p (bbs[i])
		 || (loop_exits_from_bb_p (outer, bbs[i])
		     && !dominated_by_p (CDI_DOMINATORS, bbs[i], exit->src)));
  free (bbs);
  return prevent;
}

/* Whether every value LOOP carries is an induction variable whose base
   and step OUTER does not change.  */
bool
inductions_only_p (class loop *outer, class loop *loop)
{
  for (gphi_iterator psi = gsi_start_phis (loop->header); !gsi_end_p (psi);
       gsi_next (&psi))
    {
      tree op = gimple_phi_result (psi.phi ());
      affine_iv iv;
      if (virtual_operand_p (op))
	continue;
      if (!simple_iv (loop, loop, op, &iv, true)
	  || !expr_invariant_in_loop_p (outer, iv.step)
	  || !expr_invariant_in_loop_p (outer, iv.base))
	return false;
    }
  return true;
}

/* Update the loop tree for all blocks of OLD (and of its enclosing loop)
   now in LOOP.  */
void
merge_loop_tree (class loop *loop, class loop *old)
{
  basic_block *bbs = XNEWVEC (basic_block, n_basic_blocks_for_fn (cfun));
  int n = get_loop_body_with_size (loop, bbs, n_basic_blocks_for_fn (cfun));
  for (int i = 0; i < n; i++)
    {
      if (bbs[i]->loop_father == old
	  || loop_depth (bbs[i]->loop_father) < loop_depth (old))
	{
	  remove_bb_from_loops (bbs[i]);
	  add_bb_to_loop (bbs[i], loop);
	  continue;
	}
      class loop *subloop = bbs[i]->loop_father;
      if (loop_outer (subloop) == old && subloop->header == bbs[i])
	{
	  flow_loop_tree_node_remove (subloop);
	  flow_loop_tree_node_add (loop, subloop);
	}
    }
  for (int i = 0; i < n; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bbs[i]->succs)
	rescan_loop_exit (e, false, false);
    }
  loop->num_nodes = n;
  free (bbs);
}

/* Fuse LOOP with the copies after it that unrolling made.  */
void
fuse_loops (class loop *loop)
{
  for (class loop *next = loop->next; next; )
    {
      remove_branch (single_pred_edge (loop->latch));
      /* Keep delete_basic_block from changing the loop structure.  */
      basic_block oldlatch = loop->latch;
      loop->latch = NULL;
      delete_basic_block (oldlatch);
      edge e = redirect_edge_and_branch (loop_latch_edge (next),
					 loop->header);
      loop->latch = e->src;
      flush_pending_stmts (e);
      gcc_assert (EDGE_COUNT (next->header->preds) == 1);

      /* The second body's PHIs, single-argument now, take the first
	 copy's inductions (inductions_only_p): the copies walk one
	 iteration space.  */
      e = single_pred_edge (next->header);
      gphi_iterator first = gsi_start_phis (loop->header);
      gphi_iterator second = gsi_start_phis (next->header);
      for (; !gsi_end_p (first); gsi_next (&first), gsi_next (&second))
	{
	  tree op = gimple_phi_result (first.phi ());
	  if (!virtual_operand_p (op))
	    add_phi_arg (second.phi (), op, e,
			 gimple_location (first.phi ()));
	}
      gcc_assert (gsi_end_p (second));
      merge_loop_tree (loop, next);
      gcc_assert (!next->num_nodes);
      class loop *after = next->next;
      delete_loop (next);
      next = after;
    }
  rewrite_into_loop_closed_ssa_1 (NULL, 0, SSA_OP_USE, loop);
}

/* GCC's can_unroll_loop_p without its size limit, which
   plan/jam-model.h replaces: OUTER has one exit and a trip count whose
   expressions hold no abnormal SSA name, and can be copied; NITER
   receives the trip count.  */
bool
can_unroll_p (class loop *outer, tree_niter_desc *niter)
{
  edge exit = single_dom_exit (outer);
  return (exit && number_of_iterations_exit (outer, exit, niter, false)
	  && niter->cmp != ERROR_MARK
	  && !contains_abnormal_ssa_name_p (niter->may_be_zero)
	  && !contains_abnormal_ssa_name_p (niter->control.base)
	  && !contains_abnormal_ssa_name_p (niter->control.step)
	  && !contains_abnormal_ssa_name_p (niter->bound)
	  && can_duplicate_loop_p (outer));
}

} // anon namespace

const char *
unroll_jam_refusal (class loop *outer)
{
  class loop *loop = outer->inner;
  if (!loop || loop->next || loop->inner)
    return "not a perfect two-deep nest";
  edge exit = single_exit (loop);
  if (!exit || !empty_block_p (loop->latch) || !single_exit (outer))
    return "a loop of the nest has more than one exit";
  /* A guard around the inner loop (a trip count that may be 0) is
     control flow the fusion cannot thread through.  */
  if (!dominated_by_p (CDI_DOMINATORS, outer->latch, loop->header))
    return "the inner loop may run 0 times";
  tree_niter_desc niter;
  if (!number_of_iterations_exit (loop, exit, &niter, false, true)
      || niter.cmp == ERROR_MARK || !integer_zerop (niter.may_be_zero)
      || !expr_invariant_in_loop_p (outer, niter.niter))
    return "the inner loop's trip count changes with the enclosing loop";
  if (value_used_after_p (outer, loop))
    return "the enclosing loop uses a value the inner loop computes";
  if (outer_blocks_prevent_p (outer, exit))
    return "the enclosing loop stores outside the inner loop";
  if (!inductions_only_p (outer, loop))
    return "the inner loop carries a value that is not an induction";
  return nullptr;
}

bool
unroll_and_jam (class loop *outer, unsigned factor)
{
  tree_niter_desc desc;
  if (factor < 2 || !can_unroll_p (outer, &desc))
    return false;
  initialize_original_copy_tables ();
  tree_unroll_loop (outer, factor, &desc);
  free_original_copy_tables ();
  fuse_loops (outer->inner);
  /* Value-number the nest as GCC's unroll-and-jam does: the copies'
     addresses then derive from one induction variable (lhs[j + 1]
     rather than lhs[j']), so that the scheduler can tell the copies'
     accesses apart and overlap their chains.  */
  auto_bitmap exit_bbs;
  bitmap_set_bit (exit_bbs, single_exit (outer)->dest->index);
  do_rpo_vn (cfun, loop_preheader_edge (outer), exit_bbs);
  return true;
}

} // namespace hyperlane
