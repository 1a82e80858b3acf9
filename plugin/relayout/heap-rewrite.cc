/* The rewrite of the hyperlane-relayout pass: the accesses, function by
   function (the allocations in heap-rewrite-alloc.cc).

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

} // anon namespace

tree
heap_header_ref (tree p)
{
  return build2 (MEM_REF, size_type_node, p,
		 build_int_cst (header_pointer_type (), 0));
}

tree
heap_soa_area (gimple_seq *seq, location_t loc, tree p)
{
  tree a = gimple_convert (seq, loc, sizetype, p);
  a = gimple_build (seq, loc, NEGATE_EXPR, sizetype, a);
  a = gimple_build (seq, loc, BIT_AND_EXPR, sizetype, a,
		    size_int (heap_soa_align - 1));
  return gimple_build (seq, loc, PLUS_EXPR, sizetype, a,
		       size_int (heap_header_bytes));
}

namespace {

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
			heap_soa_area (seq, loc, root));
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
      gassign *ld = gimple_build_assign (n, heap_header_ref (root));
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
	  heap_rewrite_allocation (t, a);
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
