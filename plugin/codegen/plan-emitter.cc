/* Lane plan -> GIMPLE.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "plan-emitter.h"
#include "vop-kinds.h"
#include "../hlp/access-groups.h"

namespace hyperlane {

std::vector<tree>
plan_emitter::accumulator_types (unsigned count)
{
  std::vector<tree> types (count, NULL_TREE);
  for (const vop &op : m_plan.ops)
    if (op.kind == vop_kind::reduce)
      types[op.index] = m_support.vectype (op.type, op.lanes);
  return types;
}

/* A MEM_REF of type VTYPE at element OFFSET of GROUP in this vector
   iteration.  */
tree
plan_emitter::group_ref (int group, long offset, tree vtype)
{
  const access_group &g = *m_ctx.groups[group];
  /* Element alignment (a piece moved as an integer has no more).  */
  tree elem = VECTOR_TYPE_P (vtype) ? TREE_TYPE (vtype) : vtype;
  unsigned align = MIN (TYPE_ALIGN (elem), g.elem_size * BITS_PER_UNIT);
  tree access_type = build_aligned_type (vtype, align);
  return fold_build2 (MEM_REF, access_type, m_group_addr[group],
		      build_int_cst (m_group_alias[group],
				     m_group_delta[group]
				     + m_dag.groups[group].byte_offset
					 (offset, g.elem_size)));
}

/* The earlier group of GROUPS (the analysis groups of the DAG's, in its
   order) whose start lies a constant number of bytes from group GI's,
   stepping alike, with *DELTA those bytes; -1 for none.  ROOT says which
   groups have an address of their own; CACHE is the affine expansion's.  */
static int
group_a_constant_apart (const std::vector<const access_group *> &groups,
			size_t gi, const std::vector<bool> &root,
			HOST_WIDE_INT *delta,
			hash_map<tree, name_expansion *> **cache)
{
  const access_group &g = *groups[gi];
  tree base = DR_BASE_ADDRESS (g.members[0].dr);
  for (size_t gj = 0; gj < gi; gj++)
    {
      const access_group &h = *groups[gj];
      if (!root[gj] || h.step != g.step
	  || !operand_equal_p (base, DR_BASE_ADDRESS (h.members[0].dr), 0))
	continue;
      tree diff = fold_build2 (MINUS_EXPR, sizetype,
			       fold_convert (sizetype, group_start_address (g)),
			       fold_convert (sizetype, group_start_address (h)));
      aff_tree aff;
      tree_to_aff_combination_expand (diff, sizetype, &aff, cache);
      widest_int bytes;
      if (aff_combination_const_p (&aff) && aff.offset.is_constant (&bytes)
	  && wi::fits_shwi_p (bytes))
	{
	  *delta = bytes.to_shwi ();
	  return (int) gj;
	}
    }
  return -1;
}

/* The alias pointer type of G's accesses: the scalar accesses' own when
   they agree on one alias set and cover every field of the records, else
   one that conflicts with anything.  A group with gaps loads and may
   write back (a blend and a whole store, -fallow-store-data-races) the
   bytes of other fields, whose types' accesses type-based alias analysis
   would otherwise let GCC move across them (an aarch64 LD2 of uint32_t
   fields hoisted above the ST4 of the uint16_t fields it wrote back).  */
static tree
group_alias_type (const access_group &g)
{
  if (!g.complete ())
    return ptr_type_node;
  tree first = DR_REF (g.members[0].dr);
  for (const group_member &m : g.members)
    if (get_alias_set (DR_REF (m.dr)) != get_alias_set (first))
      return ptr_type_node;
  return reference_alias_ptr_type (first);
}

/* The value of vop INDEX: a vector of type VT with SCALAR (converted) in
   every lane, built in the guard.  */
tree
plan_emitter::broadcast (size_t index, tree scalar, tree vt, vector_loop &v)
{
  /* A conversion (even between variants of one integer type) is a
     statement of its own: a CONSTRUCTOR's elements must be GIMPLE values
     (GCC 12's forwprop looped forever on "{(unsigned short) _47, ...}").  */
  gimple_seq seq = NULL;
  scalar = gimple_convert (&seq, TREE_TYPE (vt), scalar);
  tree val = gimple_build_vector_from_val (&seq, vt, scalar);
  gimple_stmt_iterator g = v.guard_gsi ();
  gsi_insert_seq_before (&g, seq, GSI_SAME_STMT);
  m_uniform[index] = scalar;
  return val;
}

/* The value of vop INDEX, emitted by its kind's function (vop-kinds.h),
   which the plan's check ran too: it cannot fail here.  */
tree
plan_emitter::emit_op (size_t index, vector_loop &v)
{
  const vop &op = m_plan.ops[index];
  /* A permute of loop-invariant vectors (a merge of rows of different
     invariants) is computed once, in the guard with the broadcasts.  */
  gimple_stmt_iterator gsi = (m_plan.invariant (index) ? v.guard_gsi ()
			      : v.body_gsi ());
  const char *reason = nullptr;
  vop_work w { m_support, op, m_support.vectype (op.type, op.lanes),
	       &reason, &gsi, this, &v, index };
  bool supported = vop_kinds::vectorizable (w);
  gcc_assert (supported);
  return w.value;
}

void
plan_emitter::emit (vector_loop &v)
{
  /* Each group's address in iteration 0, in the guard, and in the current
     vector iteration, at the top of the body.  */
  m_group_addr.assign (m_dag.groups.size (), NULL_TREE);
  m_group_alias.assign (m_dag.groups.size (), NULL_TREE);
  m_group_delta.assign (m_dag.groups.size (), 0);
  /* Groups a constant apart (the rows of an unrolled and jammed loop,
     each its own SSA name after GCC's unroller) share one address, so
     that the loop keeps one pointer for them, not one each.  */
  std::vector<bool> root (m_dag.groups.size (), true);
  hash_map<tree, name_expansion *> *cache = nullptr;
  for (size_t gi = 0; gi < m_dag.groups.size (); gi++)
    {
      const access_group &g = *m_ctx.groups[gi];
      m_group_alias[gi] = group_alias_type (g);
      HOST_WIDE_INT delta;
      int from = group_a_constant_apart (m_ctx.groups, gi, root, &delta,
					 &cache);
      if (from >= 0)
	{
	  root[gi] = false;
	  m_group_addr[gi] = m_group_addr[from];
	  m_group_delta[gi] = delta;
	  continue;
	}
      gimple_stmt_iterator gsi = v.guard_gsi ();
      tree base = force_gimple_operand_gsi (&gsi, group_start_address (g),
					    true, NULL_TREE, true,
					    GSI_SAME_STMT);
      gsi = v.body_gsi ();
      tree step = size_int (g.step * (HOST_WIDE_INT) v.vf);
      tree addr = fold_build_pointer_plus (base,
					   fold_build2 (MULT_EXPR, sizetype,
							v.iv, step));
      /* A reversed loop's vector iteration starts at its last scalar
	 iteration, the lowest address.  */
      if (g.step < 0)
	addr = fold_build_pointer_plus (addr,
					ssize_int (g.step
						   * (HOST_WIDE_INT) (v.vf - 1)));
      m_group_addr[gi] = force_gimple_operand_gsi (&gsi, addr, true,
						   NULL_TREE, true,
						   GSI_SAME_STMT);
    }
  free_affine_expand_cache (&cache);
  /* An invariant read from memory (at a loop-invariant address,
     hlp/body-builder.cc) is loaded once, in the guard: the loop enters
     its body at least once, which reads it, and the runtime alias checks
     keep the loop's stores away from it on the vector path.  */
  m_invariants.clear ();
  for (tree t : m_ctx.invariants)
    {
      gimple_stmt_iterator gsi = v.guard_gsi ();
      m_invariants.push_back (is_gimple_val (t) ? t
			      : force_gimple_operand_gsi (&gsi,
							  unshare_expr (t),
							  true, NULL_TREE,
							  true,
							  GSI_SAME_STMT));
    }
  m_values.assign (m_plan.ops.size (), NULL_TREE);
  m_uniform.assign (m_plan.ops.size (), NULL_TREE);
  m_uses.assign (m_plan.ops.size (), 0);
  for (const vop &op : m_plan.ops)
    if (op.kind != vop_kind::broadcast)
      for (int a : op.args)
	m_uses[a]++;
  /* Pinned vectors must fit the registers (see pinned_load).  */
  m_peak_live = m_plan.peak_live_vectors ();
  m_pinned = 0;

  for (size_t i = 0; i < m_plan.ops.size (); i++)
    m_values[i] = emit_op (i, v);
}

/* LOADED, a vector loaded from memory that several operations use, passed
   through an empty asm whose output, in a register of constraint REG, is
   the value the uses see.  Otherwise GCC's register allocator may find
   the vector equivalent to its memory (nothing stores there before its
   uses) and load it again at every use that can take a memory operand,
   instead of copying a register: the cross product at AVX-512 loaded
   each of its six vectors two or three times, and on arrays aligned as
   malloc aligns them, where every 64-byte load splits two cache lines,
   ran at 0.65x the speed of the same plan with one load per vector;
   complex saxpy at AVX2 ran 0.72x (aligned) and 0.60x (malloc-aligned).
   Pinned vectors take registers: only where the plan's vectors fit
   (pinned_vector_constraint's budget, lane_plan::peak_live_vectors).  */
tree
plan_emitter::pinned_load (tree loaded, const char *reg,
			   gimple_stmt_iterator &gsi)
{
  auto operand = [] (const char *constraint, tree value) {
    tree c = build_string (strlen (constraint) + 1, constraint);
    return build_tree_list (build_tree_list (NULL_TREE, c), value);
  };
  tree pinned = make_ssa_name (TREE_TYPE (loaded));
  std::string out = std::string ("=") + reg;
  vec<tree, va_gc> *inputs = NULL, *outputs = NULL;
  vec_safe_push (outputs, operand (out.c_str (), pinned));
  vec_safe_push (inputs, operand ("0", loaded));
  gasm *pin = gimple_build_asm_vec ("", inputs, outputs, NULL, NULL);
  SSA_NAME_DEF_STMT (pinned) = pin;
  gsi_insert_before (&gsi, pin, GSI_SAME_STMT);
  return pinned;
}

} // namespace hyperlane
