/* The loop nest around a loop; see loop-nest.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "tree-ssa-loop-ivopts.h"
#include "loop-nest.h"

namespace hyperlane {

HOST_WIDE_INT
elements_per_outer_iteration (class loop *outer, data_reference *dr)
{
  tree addr = fold_build_pointer_plus (DR_BASE_ADDRESS (dr), DR_OFFSET (dr));
  affine_iv iv;
  if (!simple_iv (outer, outer, addr, &iv, false))
    return -1;
  if (integer_zerop (iv.step))
    return 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr)));
  if (TREE_CODE (iv.step) != INTEGER_CST || !size
      || !tree_fits_shwi_p (iv.step) || !tree_fits_shwi_p (size))
    return -1;
  HOST_WIDE_INT step = tree_to_shwi (iv.step), bytes = tree_to_shwi (size);
  if (step <= 0 || bytes <= 0 || step % bytes)
    return -1;
  return step / bytes;
}

bool
contiguous_in_p (class loop *outer, data_reference *dr)
{
  HOST_WIDE_INT elements = elements_per_outer_iteration (outer, dr);
  return elements == 0 || elements == 1;
}

bool
trip_count_invariant_in_p (class loop *loop, class loop *outer)
{
  tree niter = number_of_latch_executions (loop);
  return (niter && !chrec_contains_undetermined (niter)
	  && expr_invariant_in_loop_p (outer, niter));
}

namespace {

/* The declaration whose memory REF accesses, or null when not known.  */
tree
accessed_decl (tree ref)
{
  tree base = get_base_address (ref);
  return base && DECL_P (base) ? base : nullptr;
}

/* Whether the statements of OUTER outside its inner loop keep GCC from
   vectorizing OUTER with the inner loop's GROUPS: a call, or a store to
   memory that a group or another access of OUTER's own reads or writes
   (s257's a[i] = ... a[i-1]), or to memory it cannot name.  */
bool
outer_body_blocks_p (class loop *outer,
		     const std::vector<access_group> &groups)
{
  auto_vec<tree> stored, read;
  for (const access_group &g : groups)
    {
      tree ref = DR_REF (g.members[0].dr);
      (g.is_store ? stored : read).safe_push (accessed_decl (ref));
    }
  basic_block *bbs = get_loop_body (outer);
  bool blocked = false;
  auto_vec<tree> own_stores;
  for (unsigned i = 0; i < outer->num_nodes && !blocked; i++)
    if (bbs[i]->loop_father == outer)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	   !gsi_end_p (gsi) && !blocked; gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_call (stmt))
	    blocked = true;
	  else if (gimple_vdef (stmt))
	    {
	      tree decl = (is_gimple_assign (stmt)
			   ? accessed_decl (gimple_assign_lhs (stmt)) : NULL);
	      blocked = !decl;
	      own_stores.safe_push (decl);
	    }
	  else if (gimple_vuse (stmt) && is_gimple_assign (stmt))
	    read.safe_push (accessed_decl (gimple_assign_rhs1 (stmt)));
	}
  free (bbs);
  for (tree decl : own_stores)
    blocked |= stored.contains (decl) || read.contains (decl);
  for (tree decl : read)
    blocked |= !decl;
  return blocked;
}

/* Whether a store of GROUPS and another access of the same memory are
   at different offsets: a dependence the enclosing loop may carry (s257's
   a[i] and a[i-1]), which GCC's analysis of that loop may refuse.  */
bool
offset_dependence_p (const std::vector<access_group> &groups)
{
  for (const access_group &s : groups)
    if (s.is_store)
      for (const access_group &x : groups)
	if (same_memory_p (s, x))
	  for (const group_member &a : s.members)
	    for (const group_member &b : x.members)
	      if (!tree_int_cst_equal (DR_INIT (a.dr), DR_INIT (b.dr)))
		return true;
  return false;
}

} // anon namespace

bool
gcc_vectorizes_outer_loop_p (class loop *loop,
			     const std::vector<access_group> &groups)
{
  class loop *outer = loop_outer (loop);
  if (!outer || !loop_outer (outer) || outer->inner != loop || loop->next
      || groups.empty ())
    return false;
  if (get_loop_exit_edges (outer).length () != 1
      || get_loop_exit_edges (loop).length () != 1)
    return false;
  if (!trip_count_invariant_in_p (loop, outer))
    return false;
  for (const access_group &g : groups)
    for (const group_member &m : g.members)
      if (!contiguous_in_p (outer, m.dr))
	return false;
  if (offset_dependence_p (groups))
    return false;
  /* A value carried across the enclosing loop's iterations other than
     an induction (s257's a[i-1] once predictive commoning keeps it in a
     register) is a recurrence GCC cannot vectorize that loop across.  */
  for (gphi_iterator gsi = gsi_start_phis (outer->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      affine_iv iv;
      if (!virtual_operand_p (res)
	  && !simple_iv (outer, outer, res, &iv, true))
	return false;
    }
  return !outer_body_blocks_p (outer, groups);
}

} // namespace hyperlane
