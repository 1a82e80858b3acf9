/* The memory operations of a lane plan: load, store (masked or not) and
   the structure load and store; see vop-kinds.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "vop-kinds.h"
#include "plan-emitter.h"
#include "../hlp/access-groups.h"
#include "../target/gcc-target.h"

namespace hyperlane {

/* LANES consecutive elements of a group, in a register of their own when
   several operations use them (plan_emitter::pinned_load).  */
bool
vop_kinds::load (vop_work &w)
{
  /* One lane: an element-wise load (plan/elementwise-access.h).  */
  if (!w.has_type (w.op.lanes == 1))
    return false;
  if (!w.gsi)
    return true;
  plan_emitter &e = *w.emitter;
  const vop &op = w.op;
  tree vt = w.vt;
  tree lhs = make_ssa_name (vt);
  gimple *stmt = gimple_build_assign (lhs, e.group_ref (op.group, op.offset,
							vt));
  if (e.m_uses[w.index] > 1 && VECTOR_MODE_P (TYPE_MODE (vt)))
    {
      unsigned budget;
      const char *reg
	= pinned_vector_constraint (tree_to_uhwi (TYPE_SIZE_UNIT (vt)),
				    &budget);
      if (reg && e.m_peak_live <= budget)
	{
	  gsi_insert_before (w.gsi, stmt, GSI_SAME_STMT);
	  e.m_pinned++;
	  w.value = e.pinned_load (lhs, reg, *w.gsi);
	  return true;
	}
    }
  return w.finish (stmt, lhs);
}

/* A store of a vector or of a piece shorter than one; with a mask, of the
   lanes it selects, which needs the target's masked store.  */
bool
vop_kinds::store (vop_work &w)
{
  const vop &op = w.op;
  if (!w.has_type (true))
    return false;
  if (!op.mask.empty ()
      && !can_vec_mask_load_store_p (TYPE_MODE (w.vt),
				     TYPE_MODE (truth_type_for (w.vt)),
				     false))
    return w.fail ("the target has no masked store for a vector of the plan");
  if (!w.gsi)
    return true;
  if (!op.mask.empty ())
    {
      w.value = masked_store (w);
      return true;
    }
  return w.finish (gimple_build_assign (w.emitter->group_ref (op.group,
							      op.offset,
							      w.vt),
					w.arg (0)),
		   NULL_TREE);
}

/* Store W.OP with its lane mask, as GCC's vectorizer does
   (vectorizable_store): .MASK_STORE (address, alias pointer type
   constant holding the alignment, constant mask, value).  */
tree
vop_kinds::masked_store (vop_work &w)
{
  const vop &op = w.op;
  plan_emitter &e = *w.emitter;
  tree vt = w.vt;
  tree mask_type = truth_type_for (vt);
  tree_vector_builder lanes (mask_type, op.lanes, 1);
  for (bool written : op.mask)
    lanes.quick_push (written ? build_all_ones_cst (TREE_TYPE (mask_type))
			      : build_zero_cst (TREE_TYPE (mask_type)));
  const access_group &g = *e.m_ctx.groups[op.group];
  gimple_stmt_iterator gsi = w.loop->body_gsi ();
  tree addr = force_gimple_operand_gsi
    (&gsi, fold_build_pointer_plus_hwi (e.m_group_addr[op.group],
					e.m_group_delta[op.group]
					+ e.m_dag.groups[op.group].byte_offset
					    (op.offset, g.elem_size)),
     true, NULL_TREE, true, GSI_SAME_STMT);
  tree align = build_int_cst (e.m_group_alias[op.group],
			      TYPE_ALIGN (TREE_TYPE (vt)));
  gcall *call = gimple_build_call_internal (IFN_MASK_STORE, 4, addr, align,
					    lanes.build (), w.arg (0));
  gimple_call_set_nothrow (call, true);
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  return NULL_TREE;
}

/* The memory a structure load or store OP of vectors VT covers: an array
   of the group's elements.  */
tree
vop_kinds::lanes_ref (plan_emitter &e, const vop &op, tree vt)
{
  tree elems = build_array_type_nelts (TREE_TYPE (vt),
				       op.vectors * op.lanes);
  return e.group_ref (op.group, op.offset, elems);
}

/* A structure load (the array it fills is its value) or store (of the
   field vectors, through an array dead after it).  */
bool
vop_kinds::structure_access (vop_work &w)
{
  const vop &op = w.op;
  tree vt = w.vt;
  if (!w.has_type (false))
    return false;
  if (!(op.kind == vop_kind::load_lanes
	? vect_load_lanes_supported (vt, op.vectors, false)
	: vect_store_lanes_supported (vt, op.vectors, false)))
    return w.fail ("the target has no structure load or store for a group");
  if (!w.gsi)
    return true;
  gimple_stmt_iterator &gsi = *w.gsi;
  tree array = create_tmp_var (build_array_type_nelts (vt, op.vectors),
			       "hl_lanes");
  if (op.kind == vop_kind::load_lanes)
    {
      /* array = .LOAD_LANES (MEM <elem[VECTORS * LANES]> [addr]), the
	 form GCC's vectorizer uses (vectorizable_load).  */
      gcall *call = gimple_build_call_internal
	(IFN_LOAD_LANES, 1, lanes_ref (*w.emitter, op, vt));
      gimple_call_set_lhs (call, array);
      return w.finish (call, array);
    }
  for (unsigned k = 0; k < op.vectors; k++)
    gsi_insert_before (&gsi, gimple_build_assign
			 (build4 (ARRAY_REF, vt, array, size_int (k),
				  NULL_TREE, NULL_TREE), w.arg (k)),
		       GSI_SAME_STMT);
  gcall *call = gimple_build_call_internal (IFN_STORE_LANES, 1, array);
  gimple_call_set_lhs (call, lanes_ref (*w.emitter, op, vt));
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  /* The array is dead after the store.  */
  tree clobber = build_clobber (TREE_TYPE (array));
  return w.finish (gimple_build_assign (array, clobber), NULL_TREE);
}

} // namespace hyperlane
