/* The rewrite of the hyperlane-relayout pass.

   A relaid block keeps the address the program sees (the one malloc
   returned: null checks, free and comparisons stay as they are) and
   starts with a header of heap_header_bytes that holds N, the number of
   records (SOA: rounded up to a multiple of heap_soa_round); the records
   follow, field by field:

     SOA        field f of record i at  A + N * off(f) + i * size(f)
     AOSOA(T)   field f of record i at  H + (i / T) * T * S + off(f) * T
					  + (i % T) * size(f)

   (H the header, A the first multiple of heap_soa_align at H or after
   it, S the record size).  Every field array is aligned as its field was
   in the records.  A block of N records takes H + heap_soa_align + N * S
   bytes (SOA) or H + ceil (N / T) * T * S bytes (AOSOA).  The header is
   accessed through a type of its own alias set, so that stores to the
   fields never keep N in memory.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "alias.h"
#include "heap-internal.h"

#include <map>
#include <set>

namespace hyperlane {

namespace {

/* A pointer type to the header type of its own alias set.  */
tree
header_pointer_type ()
{
  static tree ptr;
  if (!ptr)
    {
      tree t = build_distinct_type_copy (size_type_node);
      TYPE_ALIAS_SET (t) = new_alias_set ();
      ptr = build_pointer_type (t);
    }
  return ptr;
}

/* The MEM_REF of the header of the block P points to.  */
tree
header_ref (tree p)
{
  return build2 (MEM_REF, size_type_node, p,
		 build_int_cst (header_pointer_type (), 0));
}

/* SOA: the byte offset of the field arrays in the block P points to,
   the first multiple of heap_soa_align after the header.  */
tree
soa_area (gimple_seq *seq, location_t loc, tree p)
{
  tree a = gimple_convert (seq, loc, sizetype, p);
  a = gimple_build (seq, loc, NEGATE_EXPR, sizetype, a);
  a = gimple_build (seq, loc, BIT_AND_EXPR, sizetype, a,
		    size_int (heap_soa_align - 1));
  return gimple_build (seq, loc, PLUS_EXPR, sizetype, a,
		       size_int (heap_header_bytes));
}

/* The byte offset of record IDX's field F in the block ROOT points to,
   of N records (N unused by AOSOA), emitted into SEQ.  */
tree
field_offset (gimple_seq *seq, location_t loc, const heap_target &t,
	      const heap_field &f, tree idx, tree n, tree root)
{
  HOST_WIDE_INT h = heap_header_bytes;
  if (t.request->spec.record == record_layout_kind::aosoa)
    {
      HOST_WIDE_INT blk = t.request->spec.block;
      tree b = gimple_build (seq, loc, TRUNC_DIV_EXPR, sizetype, idx,
			     size_int (blk));
      tree r = gimple_build (seq, loc, TRUNC_MOD_EXPR, sizetype, idx,
			     size_int (blk));
      tree bo = gimple_build (seq, loc, MULT_EXPR, sizetype, b,
			      size_int (blk * t.size));
      tree ro = gimple_build (seq, loc, MULT_EXPR, sizetype, r,
			      size_int (f.size));
      tree o = gimple_build (seq, loc, PLUS_EXPR, sizetype, bo,
			     size_int (h + f.offset * blk));
      return gimple_build (seq, loc, PLUS_EXPR, sizetype, o, ro);
    }
  tree start = gimple_build (seq, loc, MULT_EXPR, sizetype, n,
			     size_int (f.offset));
  start = gimple_build (seq, loc, PLUS_EXPR, sizetype, start,
			soa_area (seq, loc, root));
  tree io = gimple_build (seq, loc, MULT_EXPR, sizetype, idx,
			  size_int (f.size));
  return gimple_build (seq, loc, PLUS_EXPR, sizetype, start, io);
}

/* Rewrite field access A.  CLIQUE (or 0) is a dependence clique of the
   function for the target's accesses: the arrays of two fields never
   overlap (of one block by construction, of two blocks as the blocks
   do not), so each field is a dependence base of its own, as restrict
   pointers are: the vectorizer needs no runtime alias check between
   them.  */
void
rewrite_access (const heap_target &t, const heap_access &a,
		unsigned short clique)
{
  gimple *s = a.stmt;
  location_t loc = gimple_location (s);
  tree ref = a.store ? gimple_assign_lhs (s) : gimple_assign_rhs1 (s);
  tree base = a.component ? TREE_OPERAND (ref, 0) : ref;
  tree root = TREE_OPERAND (base, 0);
  gimple_seq seq = NULL;
  const heap_field &f = t.fields[a.field];
  HOST_WIDE_INT coff = mem_ref_offset (base).to_constant ().to_shwi ();
  if (!a.component)
    coff -= f.offset;
  gcc_assert (coff % t.size == 0);
  HOST_WIDE_INT cidx = coff / t.size;
  tree idx = NULL_TREE;
  /* Walk back to the start of the array, adding up the records the
     pointer arithmetic moved by.  */
  while (heap_derived_pointer_p (root))
    {
      gimple *def = SSA_NAME_DEF_STMT (root);
      if (gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR)
	{
	  gcc_assert (heap_record_offset_p (gimple_assign_rhs2 (def),
					    t.size));
	  tree v = heap_record_index (&seq, loc, gimple_assign_rhs2 (def),
				      t.size);
	  idx = idx ? gimple_build (&seq, loc, PLUS_EXPR, sizetype, idx, v)
		    : v;
	}
      root = gimple_assign_rhs1 (def);
    }
  gcc_assert (!heap_derived_pointer_p (root));
  tree c = size_int (cidx);
  idx = idx ? gimple_build (&seq, loc, PLUS_EXPR, sizetype, idx, c) : c;
  tree n = NULL_TREE;
  if (t.request->spec.record == record_layout_kind::soa)
    {
      n = make_ssa_name (size_type_node);
      gassign *ld = gimple_build_assign (n, header_ref (root));
      gimple_set_location (ld, loc);
      gimple_set_vuse (ld, gimple_vuse (s));
      gimple_seq_add_stmt (&seq, ld);
      n = gimple_convert (&seq, loc, sizetype, n);
    }
  tree off = field_offset (&seq, loc, t, f, idx, n, root);
  tree addr = gimple_build (&seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (root),
			    root, off);
  heap_replace_access (s, a.store, ref, seq, addr, clique, a.field);
}

} // anon namespace

void
heap_replace_access (gimple *s, bool store, tree ref, gimple_seq seq,
		     tree addr, unsigned short clique, unsigned field)
{
  tree type = TREE_TYPE (ref);
  tree mem = build2 (MEM_REF, type, addr,
		     build_int_cst (build_pointer_type
				      (TYPE_MAIN_VARIANT (type)), 0));
  TREE_THIS_VOLATILE (mem) = TREE_THIS_VOLATILE (ref);
  TREE_SIDE_EFFECTS (mem) = TREE_SIDE_EFFECTS (ref);
  if (clique)
    {
      MR_DEPENDENCE_CLIQUE (mem) = clique;
      MR_DEPENDENCE_BASE (mem) = field + 1;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (s);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  if (store)
    gimple_assign_set_lhs (s, mem);
  else
    gimple_assign_set_rhs1 (s, mem);
  update_stmt (s);
}

namespace {

/* Split the block of AFTER after it and return a new block that runs
   only when COND (boolean) holds; *JOIN is where both paths meet again
   (it starts with what followed AFTER).  */
basic_block
if_block (gimple *after, tree cond, basic_block *join)
{
  location_t loc = gimple_location (after);
  basic_block bb = gimple_bb (after);
  if (TREE_CODE (cond) != SSA_NAME)
    {
      tree c = make_ssa_name (boolean_type_node);
      gassign *as = gimple_build_assign (c, cond);
      gimple_stmt_iterator gsi = gsi_for_stmt (after);
      gsi_insert_after (&gsi, as, GSI_NEW_STMT);
      after = as;
      cond = c;
    }
  edge e = split_block (bb, after);
  *join = e->dest;
  basic_block body = split_edge (e);
  gcond *gc = gimple_build_cond (NE_EXPR, cond, boolean_false_node,
				 NULL_TREE, NULL_TREE);
  gimple_set_location (gc, loc);
  gimple_stmt_iterator li = gsi_last_bb (bb);
  gsi_insert_after (&li, gc, GSI_NEW_STMT);
  edge te = single_succ_edge (bb);
  te->flags &= ~EDGE_FALLTHRU;
  te->flags |= EDGE_TRUE_VALUE;
  te->probability = profile_probability::likely ();
  edge fe = make_edge (bb, *join, EDGE_FALSE_VALUE);
  fe->probability = te->probability.invert ();
  body->count = bb->count.apply_probability (te->probability);
  return body;
}

/* Insert SEQ at the start of block BB (empty or not); return its last
   statement, or null.  */
gimple *
insert_at_start (basic_block bb, gimple_seq seq)
{
  if (!seq)
    return nullptr;
  gimple *last = gimple_seq_last_stmt (seq);
  gimple_stmt_iterator gsi = gsi_start_bb (bb);
  if (gsi_end_p (gsi))
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  else
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  return last;
}

/* A call of builtin FN with ARGS, appended to SEQ.  */
void
add_call (gimple_seq *seq, location_t loc, built_in_function fn,
	  std::initializer_list<tree> args)
{
  vec<tree> v = vNULL;
  for (tree a : args)
    v.safe_push (a);
  gcall *c = gimple_build_call_vec (builtin_decl_explicit (fn), v);
  v.release ();
  gimple_set_location (c, loc);
  gimple_seq_add_stmt (seq, c);
}

/* Rewrite allocation A: malloc, calloc or realloc.  The size of the
   relaid block, and its header stored when the allocation succeeded.
   realloc becomes malloc, a copy of the records that both blocks hold
   (field by field for SOA) and a free of the old block, which is what
   realloc may do; realloc (p, 0) of a non-null P frees P and gives a
   null pointer, as glibc's does.  */
void
rewrite_allocation (const heap_target &t, const heap_allocation &a)
{
  gcall *call = a.stmt;
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  if (TREE_CODE (gimple_call_lhs (call)) != SSA_NAME)
    {
      /* 'g = malloc (...)' of a variable the analysis follows: through an
	 SSA name, so that the header can be stored through it.  */
      tree lhs = gimple_call_lhs (call);
      tree tmp = make_ssa_name (TREE_TYPE (lhs));
      gimple_call_set_lhs (call, tmp);
      update_stmt (call);
      gassign *cp = gimple_build_assign (lhs, tmp);
      gimple_set_location (cp, loc);
      gimple_stmt_iterator ci = gsi_for_stmt (call);
      gsi_insert_after (&ci, cp, GSI_NEW_STMT);
    }
  bool is_calloc = gimple_call_builtin_p (call, BUILT_IN_CALLOC);
  bool is_realloc = gimple_call_builtin_p (call, BUILT_IN_REALLOC);
  bool aosoa = t.request->spec.record == record_layout_kind::aosoa;
  tree sz, big;
  tree ptrdiff_max = TYPE_MAX_VALUE (ptrdiff_type_node);
  ptrdiff_max = fold_convert (size_type_node, ptrdiff_max);
  tree old_p = is_realloc ? gimple_call_arg (call, 0) : NULL_TREE;
  tree zero = NULL_TREE;
  if (is_calloc)
    {
      tree a0 = gimple_convert (&seq, loc, size_type_node,
				gimple_call_arg (call, 0));
      tree a1 = gimple_convert (&seq, loc, size_type_node,
				gimple_call_arg (call, 1));
      sz = gimple_build (&seq, loc, MULT_EXPR, size_type_node, a0, a1);
      /* calloc fails where the product overflows: so does the new one.  */
      tree b1 = gimple_build (&seq, loc, MAX_EXPR, size_type_node, a1,
			      build_one_cst (size_type_node));
      tree lim = gimple_build (&seq, loc, TRUNC_DIV_EXPR, size_type_node,
			       TYPE_MAX_VALUE (size_type_node), b1);
      tree ovf = gimple_build (&seq, loc, GT_EXPR, boolean_type_node, a0,
			       lim);
      tree large = gimple_build (&seq, loc, GT_EXPR, boolean_type_node, sz,
				 ptrdiff_max);
      big = gimple_build (&seq, loc, BIT_IOR_EXPR, boolean_type_node, ovf,
			  large);
    }
  else
    {
      sz = gimple_convert (&seq, loc, size_type_node,
			   gimple_call_arg (call, is_realloc ? 1 : 0));
      big = gimple_build (&seq, loc, GT_EXPR, boolean_type_node, sz,
			  ptrdiff_max);
    }
  if (is_realloc)
    {
      /* realloc (p, 0), p non-null: malloc (SIZE_MAX) fails, then p is
	 freed.  */
      tree sz0 = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, sz,
			       build_zero_cst (size_type_node));
      tree pnz = gimple_build (&seq, loc, NE_EXPR, boolean_type_node, old_p,
			       build_int_cst (TREE_TYPE (old_p), 0));
      zero = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node, sz0,
			   pnz);
      big = gimple_build (&seq, loc, BIT_IOR_EXPR, boolean_type_node, big,
			  zero);
    }
  tree n = gimple_build (&seq, loc, TRUNC_DIV_EXPR, size_type_node, sz,
			 build_int_cst (size_type_node, t.size));
  tree recs = n;
  tree blk = aosoa ? build_int_cst (size_type_node, t.request->spec.block)
		   : NULL_TREE;
  HOST_WIDE_INT slack = aosoa ? 0 : heap_soa_align;
  if (!aosoa)
    {
      /* N rounded up: the header holds it.  */
      n = gimple_build (&seq, loc, PLUS_EXPR, size_type_node, n,
			build_int_cst (size_type_node, heap_soa_round - 1));
      n = gimple_build (&seq, loc, BIT_AND_EXPR, size_type_node, n,
			build_int_cst (size_type_node, -heap_soa_round));
      recs = n;
    }
  else
    {
      recs = gimple_build (&seq, loc, PLUS_EXPR, size_type_node, n,
			   build_int_cst (size_type_node,
					  t.request->spec.block - 1));
      recs = gimple_build (&seq, loc, TRUNC_DIV_EXPR, size_type_node, recs,
			   blk);
      recs = gimple_build (&seq, loc, MULT_EXPR, size_type_node, recs, blk);
    }
  tree bytes = gimple_build (&seq, loc, MULT_EXPR, size_type_node, recs,
			     build_int_cst (size_type_node, t.size));
  bytes = gimple_build (&seq, loc, PLUS_EXPR, size_type_node, bytes,
			build_int_cst (size_type_node,
				       heap_header_bytes + slack));
  /* A request of more than PTRDIFF_MAX bytes fails: ask for SIZE_MAX so
     that it still does.  */
  tree req = gimple_build (&seq, loc, COND_EXPR, size_type_node, big,
			   TYPE_MAX_VALUE (size_type_node), bytes);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  if (is_calloc)
    {
      gimple_call_set_arg (call, 0, build_one_cst (TREE_TYPE
						   (gimple_call_arg (call, 0))));
      gimple_call_set_arg (call, 1, req);
      update_stmt (call);
    }
  else if (is_realloc)
    {
      tree lhs = gimple_call_lhs (call);
      gcall *m = gimple_build_call (builtin_decl_explicit (BUILT_IN_MALLOC),
				    1, req);
      gimple_call_set_lhs (m, lhs);
      gimple_set_location (m, loc);
      gsi = gsi_for_stmt (call);
      gsi_replace (&gsi, m, false);
      SSA_NAME_DEF_STMT (lhs) = m;
      call = m;
    }
  else
    {
      gimple_call_set_arg (call, 0, req);
      update_stmt (call);
    }

  /* if (p != 0) header = n;  */
  tree p = gimple_call_lhs (call);
  basic_block join;
  seq = NULL;
  tree pnz = gimple_build (&seq, loc, NE_EXPR, boolean_type_node, p,
			   build_int_cst (TREE_TYPE (p), 0));
  gimple *after = seq ? gimple_seq_last_stmt (seq) : call;
  gsi = gsi_for_stmt (call);
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  basic_block body = if_block (after, pnz, &join);
  seq = NULL;
  gassign *st = gimple_build_assign (header_ref (p), n);
  gimple_set_location (st, loc);
  gimple_seq_add_stmt (&seq, st);
  insert_at_start (body, seq);
  if (!is_realloc)
    return;

  /* if (p != 0 && old_p != 0) { copy; free (old_p); }  */
  seq = NULL;
  tree onz = gimple_build (&seq, loc, NE_EXPR, boolean_type_node, old_p,
			   build_int_cst (TREE_TYPE (old_p), 0));
  tree both = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node, pnz,
			    onz);
  tree c0 = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (c0, both));
  after = insert_at_start (join, seq);
  body = if_block (after, c0, &join);
  seq = NULL;
  tree old = make_ssa_name (size_type_node);
  gassign *ld = gimple_build_assign (old, header_ref (old_p));
  gimple_set_location (ld, loc);
  gimple_seq_add_stmt (&seq, ld);
  tree c = gimple_build (&seq, loc, MIN_EXPR, size_type_node, old, n);
  tree h = size_int (heap_header_bytes);
  if (aosoa)
    {
      tree cb = gimple_build (&seq, loc, PLUS_EXPR, size_type_node, c,
			      build_int_cst (size_type_node,
					     t.request->spec.block - 1));
      cb = gimple_build (&seq, loc, TRUNC_DIV_EXPR, size_type_node, cb, blk);
      cb = gimple_build (&seq, loc, MULT_EXPR, size_type_node, cb,
			 build_int_cst (size_type_node,
					t.request->spec.block * t.size));
      tree dst = gimple_build (&seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (p),
			       p, h);
      tree src = gimple_build (&seq, loc, POINTER_PLUS_EXPR,
			       TREE_TYPE (old_p), old_p, h);
      add_call (&seq, loc, BUILT_IN_MEMCPY, { dst, src, cb });
    }
  else
    for (const heap_field &f : t.fields)
      {
	tree doff = gimple_build (&seq, loc, MULT_EXPR, sizetype,
				  gimple_convert (&seq, loc, sizetype, n),
				  size_int (f.offset));
	doff = gimple_build (&seq, loc, PLUS_EXPR, sizetype, doff,
			     soa_area (&seq, loc, p));
	tree soff = gimple_build (&seq, loc, MULT_EXPR, sizetype,
				  gimple_convert (&seq, loc, sizetype, old),
				  size_int (f.offset));
	soff = gimple_build (&seq, loc, PLUS_EXPR, sizetype, soff,
			     soa_area (&seq, loc, old_p));
	tree dst = gimple_build (&seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (p),
				 p, doff);
	tree src = gimple_build (&seq, loc, POINTER_PLUS_EXPR,
				 TREE_TYPE (old_p), old_p, soff);
	tree len = gimple_build (&seq, loc, MULT_EXPR, size_type_node, c,
				 build_int_cst (size_type_node, f.size));
	add_call (&seq, loc, BUILT_IN_MEMCPY, { dst, src, len });
      }
  add_call (&seq, loc, BUILT_IN_FREE, { old_p });
  insert_at_start (body, seq);

  /* if (p == 0 && zero) free (old_p);  */
  seq = NULL;
  tree pz = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, p,
			  build_int_cst (TREE_TYPE (p), 0));
  tree fr = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node, pz,
			  zero);
  tree c1 = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (c1, fr));
  after = insert_at_start (join, seq);
  body = if_block (after, c1, &join);
  seq = NULL;
  add_call (&seq, loc, BUILT_IN_FREE, { old_p });
  insert_at_start (body, seq);
}

/* Debug binds that read memory may read the old layout: in the
   functions rewritten, every debug bind that reads memory through a
   pointer is reset.  */
tree
reads_memory (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) == MEM_REF || TREE_CODE (*tp) == TARGET_MEM_REF)
    return *tp;
  return NULL_TREE;
}

} // anon namespace

void
rewrite_heap_target (heap_target &t, bool verify,
		     std::map<function *, std::vector<heap_full_block>>
		       &full_blocks)
{
  std::map<function *, bool> fns;
  for (const heap_access &a : t.accesses)
    fns[a.fn] = true;
  for (const heap_allocation &a : t.allocations)
    fns[a.fn] = true;
  for (auto &fn : fns)
    {
      push_cfun (fn.first);
      unsigned short clique = 0;
      /* Clique 1 is the points-to pass's own, which it clears.  */
      if (fn.first->last_clique == 0)
	fn.first->last_clique = 1;
      if (fn.first->last_clique < 0xffff && t.fields.size () < 0xfff0)
	clique = ++fn.first->last_clique;
      /* The loops to strip-mine first, while the loops and the blocks
	 are as the analysis saw them.  */
      std::set<gimple *> done;
      bool stripped = false;
      std::vector<heap_full_block> full;
      for (const heap_strip_loop &p : t.strips)
	if (p.fn == fn.first)
	  {
	    if (clique && current_loops)
	      for (class loop *l = BASIC_BLOCK_FOR_FN (cfun, p.latch)
				     ->loop_father;
		   l && loop_outer (l); l = loop_outer (l))
		if (l->owned_clique == 0)
		  l->owned_clique = clique;
	    for (unsigned ix : p.accesses)
	      done.insert (t.accesses[ix].stmt);
	  }
      for (const heap_strip_loop &p : t.strips)
	if (p.fn == fn.first)
	  {
	    full.push_back (heap_strip_mine (t, p, clique));
	    stripped = true;
	  }
      for (const heap_access &a : t.accesses)
	if (a.fn == fn.first && !done.count (a.stmt))
	  {
	    /* The clique holds across iterations: the loops around the
	       access own it (where they own none yet), or the vectorizer
	       takes it as valid for one iteration only.  */
	    if (clique && current_loops)
	      for (class loop *l = gimple_bb (a.stmt)->loop_father;
		   l && loop_outer (l); l = loop_outer (l))
		if (l->owned_clique == 0)
		  l->owned_clique = clique;
	    rewrite_access (t, a, clique);
	  }
      for (const heap_allocation &a : t.allocations)
	if (a.fn == fn.first)
	  rewrite_allocation (t, a);
      basic_block bb;
      FOR_EACH_BB_FN (bb, fn.first)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gimple *s = gsi_stmt (gsi);
	    if (gimple_debug_bind_p (s) && gimple_debug_bind_has_value_p (s)
		&& walk_tree (gimple_debug_bind_get_value_ptr (s),
			      reads_memory, NULL, NULL))
	      {
		gimple_debug_bind_reset_value (s);
		update_stmt (s);
	      }
	  }
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
      if (current_loops)
	loops_state_set (LOOPS_NEED_FIXUP);
      mark_virtual_operands_for_renaming (fn.first);
      update_ssa (TODO_update_ssa_only_virtuals);
      if ((stripped || verify) && current_loops)
	{
	  fix_loop_structure (NULL);
	  free_dominance_info (CDI_DOMINATORS);
	}
      if (stripped && current_loops)
	{
	  std::vector<heap_full_block> &v = full_blocks[fn.first];
	  v.insert (v.end (), full.begin (), full.end ());
	}
      if (verify)
	{
	  verify_ssa (true, true);
	  if (current_loops)
	    {
	      calculate_dominance_info (CDI_DOMINATORS);
	      verify_loop_structure ();
	      free_dominance_info (CDI_DOMINATORS);
	    }
	}
      cgraph_edge::rebuild_edges ();
      pop_cfun ();
    }
}

void
version_heap_full_blocks
  (std::map<function *, std::vector<heap_full_block>> &full_blocks,
   bool verify)
{
  for (auto &fb : full_blocks)
    {
      push_cfun (fb.first);
      /* loop_version wants preheaders and simple latches.  */
      loop_optimizer_init (LOOPS_NORMAL);
      heap_version_full_blocks (fb.second);
      loop_optimizer_finalize ();
      free_dominance_info (CDI_DOMINATORS);
      update_ssa (TODO_update_ssa);
      if (verify)
	{
	  verify_ssa (true, true);
	  calculate_dominance_info (CDI_DOMINATORS);
	  verify_loop_structure ();
	  free_dominance_info (CDI_DOMINATORS);
	}
      cgraph_edge::rebuild_edges ();
      pop_cfun ();
    }
}

} // namespace hyperlane
