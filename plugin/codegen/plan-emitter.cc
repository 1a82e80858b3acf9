/* Lane plan -> GIMPLE.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../support/optab-queries.h"
#include "plan-emitter.h"
#include "../hlp/access-groups.h"
#include "../target/gcc-target.h"

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
				     offset * (long) g.elem_size));
}

/* The alias pointer type of G's accesses: the scalar accesses' own when
   they agree on one alias set, else one that conflicts with anything.  */
static tree
group_alias_type (const access_group &g)
{
  tree first = DR_REF (g.members[0].dr);
  for (const group_member &m : g.members)
    if (get_alias_set (DR_REF (m.dr)) != get_alias_set (first))
      return ptr_type_node;
  return reference_alias_ptr_type (first);
}

/* The memory a structure load or store OP of vectors VT covers: an array
   of the group's elements.  */
tree
plan_emitter::lanes_ref (const vop &op, tree vt)
{
  tree elems = build_array_type_nelts (TREE_TYPE (vt),
				       op.vectors * op.lanes);
  return group_ref (op.group, op.offset, elems);
}

/* Store OP (of vector type VT) with its lane mask, as GCC's vectorizer
   does (vectorizable_store): .MASK_STORE (address, alias pointer type
   constant holding the alignment, constant mask, value).  */
tree
plan_emitter::masked_store (const vop &op, tree vt, vector_loop &v)
{
  tree mask_type = truth_type_for (vt);
  tree_vector_builder lanes (mask_type, op.lanes, 1);
  for (bool written : op.mask)
    lanes.quick_push (written ? build_all_ones_cst (TREE_TYPE (mask_type))
			      : build_zero_cst (TREE_TYPE (mask_type)));
  const access_group &g = *m_ctx.groups[op.group];
  gimple_stmt_iterator gsi = v.body_gsi ();
  tree addr = force_gimple_operand_gsi
    (&gsi, fold_build_pointer_plus_hwi (m_group_addr[op.group],
					op.offset * (long) g.elem_size),
     true, NULL_TREE, true, GSI_SAME_STMT);
  tree align = build_int_cst (m_group_alias[op.group],
			      TYPE_ALIGN (TREE_TYPE (vt)));
  gcall *call = gimple_build_call_internal (IFN_MASK_STORE, 4, addr, align,
					    lanes.build (),
					    m_values[op.args[0]]);
  gimple_call_set_nothrow (call, true);
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  return NULL_TREE;
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

/* The lanes of induction variable OP.ARGS[0] in scalar iterations
   OP.OFFSET.. of this vector iteration: {s, s + step, s + 2 step, ...}
   with s = base + (iv * VF + OFFSET) * step, in the unsigned type (the
   scalar loop cannot overflow a signed one; it wraps an unsigned one the
   same way).  */
tree
plan_emitter::induction_lanes (const vop &op, tree vt, vector_loop &v)
{
  const body_context::induction &iv
    = m_ctx.inductions[m_dag.nodes[op.args[0]].external];
  tree uvt = m_support.unsigned_vectype (vt);
  tree utype = TREE_TYPE (uvt);
  tree ustep = fold_convert (utype, iv.step);
  /* Lane 0's scalar iteration, and the lanes' direction: a reversed loop
     (body_context::reversed_p) gives lane l iteration VF - 1 - l.  */
  const bool reversed = m_ctx.reversed_p ();
  tree first = fold_build2 (PLUS_EXPR, sizetype,
			    fold_build2 (MULT_EXPR, sizetype, v.iv,
					 size_int (v.vf)),
			    size_int (reversed ? v.vf - 1 - op.offset
					       : op.offset));
  tree start = fold_build2 (PLUS_EXPR, utype, fold_convert (utype, iv.base),
			    fold_build2 (MULT_EXPR, utype, ustep,
					 fold_convert (utype, first)));
  gimple_stmt_iterator gsi = v.body_gsi ();
  start = force_gimple_operand_gsi (&gsi, start, true, NULL_TREE, true,
				    GSI_SAME_STMT);
  tree lane_step = reversed ? fold_build1 (NEGATE_EXPR, utype, ustep) : ustep;
  tree_vector_builder steps (uvt, op.lanes, 1);
  for (unsigned l = 0; l < op.lanes; l++)
    steps.quick_push (fold_build2 (MULT_EXPR, utype, lane_step,
				   build_int_cst (utype, l)));
  gimple_seq seq = NULL;
  tree lanes = gimple_build (&seq, PLUS_EXPR, uvt,
			     gimple_build_vector_from_val (&seq, uvt, start),
			     steps.build ());
  if (!useless_type_conversion_p (vt, uvt))
    lanes = gimple_build (&seq, VIEW_CONVERT_EXPR, vt, lanes);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  return lanes;
}

/* The permute OP of vectors of type VT, at GSI.  */
tree
plan_emitter::emit_perm (const vop &op, tree vt, gimple_stmt_iterator &gsi)
{
  auto arg = [&] (unsigned i) { return m_values[op.args[i]]; };
  tree mask_type = build_vector_type (ssizetype, op.lanes);
  tree mask = vec_perm_indices_to_tree (mask_type,
					plan_support::perm_indices (op));
  tree pvt = permute_vectype (vt, op.sel, op.args[0] == op.args[1]);
  if (pvt != vt)
    {
      /* Around a back-end bug (target/gcc-target.h).  */
      gimple_seq seq = NULL;
      tree a = gimple_build (&seq, VIEW_CONVERT_EXPR, pvt, arg (0));
      tree b = op.args[0] == op.args[1]
	       ? a : gimple_build (&seq, VIEW_CONVERT_EXPR, pvt, arg (1));
      tree p = gimple_build (&seq, VEC_PERM_EXPR, pvt, a, b, mask);
      tree r = gimple_build (&seq, VIEW_CONVERT_EXPR, vt, p);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      return r;
    }
  tree lhs = make_ssa_name (vt);
  gsi_insert_before (&gsi, gimple_build_assign (lhs, VEC_PERM_EXPR, arg (0),
						arg (1), mask),
		     GSI_SAME_STMT);
  return lhs;
}

/* The structure load or store OP of vectors of type VT, at GSI: the
   array a load fills, or null for a store.  */
tree
plan_emitter::emit_structure_access (const vop &op, tree vt,
				     gimple_stmt_iterator &gsi)
{
  auto arg = [&] (unsigned i) { return m_values[op.args[i]]; };
  if (op.kind == vop_kind::load_lanes)
    {
      /* array = .LOAD_LANES (MEM <elem[VECTORS * LANES]> [addr]), the
	 form GCC's vectorizer uses (vectorizable_load).  */
      tree array = create_tmp_var (build_array_type_nelts (vt, op.vectors),
				   "hl_lanes");
      gcall *call = gimple_build_call_internal
	(IFN_LOAD_LANES, 1, lanes_ref (op, vt));
      gimple_call_set_lhs (call, array);
      gsi_insert_before (&gsi, call, GSI_SAME_STMT);
      return array;
    }
  tree array = create_tmp_var (build_array_type_nelts (vt, op.vectors),
			       "hl_lanes");
  for (unsigned k = 0; k < op.vectors; k++)
    gsi_insert_before (&gsi, gimple_build_assign
			 (build4 (ARRAY_REF, vt, array, size_int (k),
				  NULL_TREE, NULL_TREE), arg (k)),
		       GSI_SAME_STMT);
  gcall *call = gimple_build_call_internal (IFN_STORE_LANES, 1, array);
  gimple_call_set_lhs (call, lanes_ref (op, vt));
  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
  /* The array is dead after the store.  */
  tree clobber = build_clobber (TREE_TYPE (array));
  gsi_insert_before (&gsi, gimple_build_assign (array, clobber),
		     GSI_SAME_STMT);
  return NULL_TREE;
}

/* The statement computing OP into LHS, of vector type VT, at GSI (which
   receives the statements it needs first).  */
gimple *
plan_emitter::emit_compute (const vop &op, tree vt, tree lhs,
			    gimple_stmt_iterator &gsi)
{
  auto arg = [&] (unsigned i) { return m_values[op.args[i]]; };
  gimple *stmt = nullptr;
  if (op.code >= internal_fn_code_base)
    {
      auto_vec<tree> args;
      for (unsigned i = 0; i < op.args.size (); i++)
	args.safe_push (arg (i));
      gcall *call = gimple_build_call_internal_vec
	((internal_fn) (op.code - internal_fn_code_base), args);
      gimple_call_set_lhs (call, lhs);
      stmt = call;
    }
  else if (m_support.reinterpret_p (op))
    stmt = gimple_build_assign (lhs, build1 (VIEW_CONVERT_EXPR, vt,
					     arg (0)));
  else if (TREE_CODE_CLASS ((tree_code) op.code) == tcc_comparison)
    {
      /* The comparison as a vector boolean, then as 0 / all ones in
	 the mask's integer lanes.  */
      tree ovt = TREE_TYPE (arg (0));
      tree truth = make_ssa_name (truth_type_for (ovt));
      gsi_insert_before (&gsi, gimple_build_assign
			   (truth, (tree_code) op.code, arg (0), arg (1)),
			 GSI_SAME_STMT);
      stmt = gimple_build_assign (lhs, VEC_COND_EXPR, truth,
				  build_minus_one_cst (vt),
				  build_zero_cst (vt));
    }
  else if (op.code == COND_EXPR)
    {
      /* (x & m) | (y & ~m) in the mask's integer type.  */
      tree m = arg (0), ivt = TREE_TYPE (m);
      gimple_seq seq = NULL;
      auto as_int = [&] (tree x) {
	return useless_type_conversion_p (ivt, TREE_TYPE (x)) ? x
	       : gimple_build (&seq, VIEW_CONVERT_EXPR, ivt, x);
      };
      tree x = gimple_build (&seq, BIT_AND_EXPR, ivt, as_int (arg (1)), m);
      tree nm = gimple_build (&seq, BIT_NOT_EXPR, ivt, m);
      tree y = gimple_build (&seq, BIT_AND_EXPR, ivt, as_int (arg (2)), nm);
      tree r = gimple_build (&seq, BIT_IOR_EXPR, ivt, x, y);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      stmt = gimple_build_assign (lhs, useless_type_conversion_p (vt, ivt)
				       ? r : build1 (VIEW_CONVERT_EXPR, vt, r));
    }
  else
    {
      tree_code code = (tree_code) op.code;
      tree ops[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
      for (unsigned i = 0; i < op.args.size (); i++)
	ops[i] = arg (i);
      /* A vector shift by a scalar invariant keeps it scalar.  */
      if ((code == LSHIFT_EXPR || code == RSHIFT_EXPR)
	  && m_plan.ops[op.args[1]].kind == vop_kind::broadcast)
	ops[1] = m_invariants[m_dag.nodes[m_plan.ops[op.args[1]]
					    .args[0]].external];
      stmt = gimple_build_assign (lhs, code, ops[0], ops[1], ops[2]);
    }
  return stmt;
}

tree
plan_emitter::emit_op (size_t index, vector_loop &v)
{
  const vop &op = m_plan.ops[index];
  tree vt = m_support.vectype (op.type, op.lanes);
  /* A permute of loop-invariant vectors (a merge of rows of different
     invariants) is computed once, in the guard with the broadcasts.  */
  gimple_stmt_iterator gsi = (m_plan.invariant (index) ? v.guard_gsi ()
			      : v.body_gsi ());
  auto arg = [&] (unsigned i) { return m_values[op.args[i]]; };
  gimple *stmt = nullptr;
  tree lhs = NULL_TREE;
  switch (op.kind)
    {
    case vop_kind::broadcast:
      return broadcast (index,
			m_invariants[m_dag.nodes[op.args[0]].external], vt,
			v);
    case vop_kind::induction:
      return induction_lanes (op, vt, v);
    case vop_kind::load:
      lhs = make_ssa_name (vt);
      stmt = gimple_build_assign (lhs, group_ref (op.group, op.offset, vt));
      if (m_uses[index] > 1 && VECTOR_MODE_P (TYPE_MODE (vt)))
	{
	  unsigned budget;
	  const char *reg
	    = pinned_vector_constraint (tree_to_uhwi (TYPE_SIZE_UNIT (vt)),
					&budget);
	  if (reg && m_peak_live <= budget)
	    {
	      gsi_insert_before (&gsi, stmt, GSI_SAME_STMT);
	      m_pinned++;
	      return pinned_load (lhs, reg, gsi);
	    }
	}
      break;
    case vop_kind::store:
      if (!op.mask.empty ())
	return masked_store (op, vt, v);
      stmt = gimple_build_assign (group_ref (op.group, op.offset, vt),
				  arg (0));
      break;
    case vop_kind::perm:
      return emit_perm (op, vt, gsi);
    case vop_kind::concat:
      lhs = make_ssa_name (vt);
      stmt = gimple_build_assign (lhs, build_constructor_va (vt, 2,
							     NULL_TREE, arg (0),
							     NULL_TREE,
							     arg (1)));
      break;
    case vop_kind::extract:
      {
	lhs = make_ssa_name (vt);
	const vop &from = m_plan.ops[op.args[0]];
	if (from.kind == vop_kind::load_lanes)
	  /* Field OFFSET / LANES of a structure load's array.  */
	  stmt = gimple_build_assign
	    (lhs, build4 (ARRAY_REF, vt, arg (0),
			  size_int (op.offset / op.lanes), NULL_TREE,
			  NULL_TREE));
	else
	  {
	    tree bits = TYPE_SIZE (m_ctx.types[op.type]);
	    stmt = gimple_build_assign
	      (lhs, build3 (BIT_FIELD_REF, vt, arg (0), TYPE_SIZE (vt),
			    size_binop (MULT_EXPR, bitsize_int (op.offset),
					bits)));
	  }
	break;
      }
    case vop_kind::load_lanes:
    case vop_kind::store_lanes:
      return emit_structure_access (op, vt, gsi);
    case vop_kind::reduce:
      {
	/* next = acc OP x: the accumulator's latch value.  */
	const vector_accumulator &a = v.accumulators[op.index];
	stmt = gimple_build_assign (a.next, (tree_code) op.code, a.acc,
				    arg (0));
	break;
      }
    case vop_kind::unpack:
    case vop_kind::pack:
      if (m_uniform[op.args[0]]
	  && (op.kind == vop_kind::unpack
	      || (m_uniform[op.args[1]]
		  && operand_equal_p (m_uniform[op.args[0]],
				      m_uniform[op.args[1]], 0))))
	/* The conversion of a uniform vector: the scalar's, broadcast
	   (gimple_convert extends as the source type says, or truncates,
	   as the vector operation would).  */
	return broadcast (index, m_uniform[op.args[0]], vt, v);
      if (op.kind == vop_kind::pack)
	{
	  lhs = make_ssa_name (vt);
	  stmt = gimple_build_assign (lhs, VEC_PACK_TRUNC_EXPR, arg (0),
				      arg (1));
	  break;
	}
      {
	/* As GCC's vectorizer (supportable_widening_operation): on a
	   big-endian target the _HI code gives the first lanes.  */
	bool low = (op.offset == 0) != BYTES_BIG_ENDIAN;
	lhs = make_ssa_name (vt);
	stmt = gimple_build_assign (lhs, low ? VEC_UNPACK_LO_EXPR
					     : VEC_UNPACK_HI_EXPR, arg (0));
	break;
      }
    case vop_kind::compute:
      lhs = make_ssa_name (vt);
      stmt = emit_compute (op, vt, lhs, gsi);
      break;
    }
  gsi_insert_before (&gsi, stmt, GSI_SAME_STMT);
  return lhs;
}

void
plan_emitter::emit (vector_loop &v)
{
  /* Each group's address in iteration 0, in the guard, and in the current
     vector iteration, at the top of the body.  */
  m_group_addr.assign (m_dag.groups.size (), NULL_TREE);
  m_group_alias.assign (m_dag.groups.size (), NULL_TREE);
  for (size_t gi = 0; gi < m_dag.groups.size (); gi++)
    {
      const access_group &g = *m_ctx.groups[gi];
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
      m_group_alias[gi] = group_alias_type (g);
    }
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
  m_peak_live = peak_live_vectors ();
  m_pinned = 0;

  for (size_t i = 0; i < m_plan.ops.size (); i++)
    m_values[i] = emit_op (i, v);
}

/* The most vectors of the plan live at once in its order, counting the
   loop invariants and permute selectors (in registers throughout).  */
unsigned
plan_emitter::peak_live_vectors () const
{
  const size_t n = m_plan.ops.size ();
  std::vector<size_t> last (n, 0);
  std::set<std::vector<unsigned>> selectors;
  unsigned invariant = 0;
  for (size_t i = 0; i < n; i++)
    {
      const vop &op = m_plan.ops[i];
      if (m_plan.invariant (i))
	invariant++;
      else if (op.kind == vop_kind::perm)
	selectors.insert (op.sel);
      if (op.kind != vop_kind::broadcast)
	for (int a : op.args)
	  last[a] = i;
    }
  unsigned live = 0, peak = 0;
  for (size_t i = 0; i < n; i++)
    {
      if (m_plan.invariant (i))
	continue;
      const vop &op = m_plan.ops[i];
      if (op.kind != vop_kind::store && last[i] > i)
	live++;
      peak = std::max (peak, live);
      if (op.kind != vop_kind::broadcast)
	{
	  std::set<int> args (op.args.begin (), op.args.end ());
	  for (int a : args)
	    if (last[a] == i && !m_plan.invariant (a))
	      live--;
	}
    }
  return peak + invariant + selectors.size ();
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
   (pinned_vector_constraint's budget, peak_live_vectors).  */
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
