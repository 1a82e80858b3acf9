/* The rewrite of the allocations of the hyperlane-relayout pass: malloc,
   calloc and realloc ask for the size of the relaid block and store its
   header (heap-rewrite.cc describes the block); realloc becomes malloc,
   a copy of the records and a free of the old block.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "heap-internal.h"

namespace hyperlane {

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

/* 'g = malloc (...)' of a variable the analysis follows: make CALL set
   an SSA name, copied to the variable after it, so that the header can
   be stored through it.  */
void
allocate_to_ssa_name (gcall *call, location_t loc)
{
  if (TREE_CODE (gimple_call_lhs (call)) != SSA_NAME)
    {
      tree lhs = gimple_call_lhs (call);
      tree tmp = make_ssa_name (TREE_TYPE (lhs));
      gimple_call_set_lhs (call, tmp);
      update_stmt (call);
      gassign *cp = gimple_build_assign (lhs, tmp);
      gimple_set_location (cp, loc);
      gimple_stmt_iterator ci = gsi_for_stmt (call);
      gsi_insert_after (&ci, cp, GSI_NEW_STMT);
    }
}

/* The size in bytes that allocation CALL asks for, emitted into SEQ;
   *BIG: whether the allocation must fail (more than PTRDIFF_MAX bytes,
   an overflowing calloc, or realloc (p, 0) of a non-null P, which is
   *ZERO).  */
tree
requested_size (gimple_seq *seq, location_t loc, gcall *call, tree *big,
		tree *zero)
{
  bool is_calloc = gimple_call_builtin_p (call, BUILT_IN_CALLOC);
  bool is_realloc = gimple_call_builtin_p (call, BUILT_IN_REALLOC);
  tree sz;
  tree ptrdiff_max = TYPE_MAX_VALUE (ptrdiff_type_node);
  ptrdiff_max = fold_convert (size_type_node, ptrdiff_max);
  tree old_p = is_realloc ? gimple_call_arg (call, 0) : NULL_TREE;
  *zero = NULL_TREE;
  if (is_calloc)
    {
      tree a0 = gimple_convert (seq, loc, size_type_node,
				gimple_call_arg (call, 0));
      tree a1 = gimple_convert (seq, loc, size_type_node,
				gimple_call_arg (call, 1));
      sz = gimple_build (seq, loc, MULT_EXPR, size_type_node, a0, a1);
      /* calloc fails where the product overflows: so does the new one.  */
      tree b1 = gimple_build (seq, loc, MAX_EXPR, size_type_node, a1,
			      build_one_cst (size_type_node));
      tree lim = gimple_build (seq, loc, TRUNC_DIV_EXPR, size_type_node,
			       TYPE_MAX_VALUE (size_type_node), b1);
      tree ovf = gimple_build (seq, loc, GT_EXPR, boolean_type_node, a0,
			       lim);
      tree large = gimple_build (seq, loc, GT_EXPR, boolean_type_node, sz,
				 ptrdiff_max);
      *big = gimple_build (seq, loc, BIT_IOR_EXPR, boolean_type_node, ovf,
			   large);
    }
  else
    {
      sz = gimple_convert (seq, loc, size_type_node,
			   gimple_call_arg (call, is_realloc ? 1 : 0));
      *big = gimple_build (seq, loc, GT_EXPR, boolean_type_node, sz,
			   ptrdiff_max);
    }
  if (is_realloc)
    {
      /* realloc (p, 0), p non-null: malloc (SIZE_MAX) fails, then p is
	 freed.  */
      tree sz0 = gimple_build (seq, loc, EQ_EXPR, boolean_type_node, sz,
			       build_zero_cst (size_type_node));
      tree pnz = gimple_build (seq, loc, NE_EXPR, boolean_type_node, old_p,
			       build_int_cst (TREE_TYPE (old_p), 0));
      *zero = gimple_build (seq, loc, BIT_AND_EXPR, boolean_type_node, sz0,
			    pnz);
      *big = gimple_build (seq, loc, BIT_IOR_EXPR, boolean_type_node, *big,
			   *zero);
    }
  return sz;
}

/* The bytes of the relaid block of T's records that SZ bytes held,
   emitted into SEQ; *N: what its header holds, the number of records
   (SOA: rounded up to a multiple of heap_soa_round).  */
tree
block_bytes (gimple_seq *seq, location_t loc, const heap_target &t,
	     tree sz, tree *n)
{
  bool aosoa = t.request->spec.record == record_layout_kind::aosoa;
  *n = gimple_build (seq, loc, TRUNC_DIV_EXPR, size_type_node, sz,
		     build_int_cst (size_type_node, t.size));
  tree recs = *n;
  tree blk = aosoa ? build_int_cst (size_type_node, t.request->spec.block)
		   : NULL_TREE;
  HOST_WIDE_INT slack = aosoa ? 0 : heap_soa_align;
  if (!aosoa)
    {
      /* N rounded up: the header holds it.  */
      *n = gimple_build (seq, loc, PLUS_EXPR, size_type_node, *n,
			 build_int_cst (size_type_node, heap_soa_round - 1));
      *n = gimple_build (seq, loc, BIT_AND_EXPR, size_type_node, *n,
			 build_int_cst (size_type_node, -heap_soa_round));
      recs = *n;
    }
  else
    {
      recs = gimple_build (seq, loc, PLUS_EXPR, size_type_node, *n,
			   build_int_cst (size_type_node,
					  t.request->spec.block - 1));
      recs = gimple_build (seq, loc, TRUNC_DIV_EXPR, size_type_node, recs,
			   blk);
      recs = gimple_build (seq, loc, MULT_EXPR, size_type_node, recs, blk);
    }
  tree bytes = gimple_build (seq, loc, MULT_EXPR, size_type_node, recs,
			     build_int_cst (size_type_node, t.size));
  bytes = gimple_build (seq, loc, PLUS_EXPR, size_type_node, bytes,
			build_int_cst (size_type_node,
				       heap_header_bytes + slack));
  return bytes;
}

/* Make allocation CALL ask for REQ bytes (realloc becomes a malloc);
   return the call that allocates now.  */
gcall *
set_request (gcall *call, location_t loc, tree req)
{
  if (gimple_call_builtin_p (call, BUILT_IN_CALLOC))
    {
      gimple_call_set_arg (call, 0, build_one_cst (TREE_TYPE
						   (gimple_call_arg (call, 0))));
      gimple_call_set_arg (call, 1, req);
      update_stmt (call);
    }
  else if (gimple_call_builtin_p (call, BUILT_IN_REALLOC))
    {
      tree lhs = gimple_call_lhs (call);
      gcall *m = gimple_build_call (builtin_decl_explicit (BUILT_IN_MALLOC),
				    1, req);
      gimple_call_set_lhs (m, lhs);
      gimple_set_location (m, loc);
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_replace (&gsi, m, false);
      SSA_NAME_DEF_STMT (lhs) = m;
      call = m;
    }
  else
    {
      gimple_call_set_arg (call, 0, req);
      update_stmt (call);
    }
  return call;
}

/* The copy, emitted into SEQ, of the records that both the block OLD_P
   points to (OLD records) and the block P points to (N records) hold:
   one memcpy of the whole blocks for AOSOA, one per field for SOA.  */
void
copy_records (gimple_seq *seq, location_t loc, const heap_target &t,
	      tree p, tree old_p, tree old, tree n)
{
  tree c = gimple_build (seq, loc, MIN_EXPR, size_type_node, old, n);
  tree h = size_int (heap_header_bytes);
  if (t.request->spec.record == record_layout_kind::aosoa)
    {
      tree blk = build_int_cst (size_type_node, t.request->spec.block);
      tree cb = gimple_build (seq, loc, PLUS_EXPR, size_type_node, c,
			      build_int_cst (size_type_node,
					     t.request->spec.block - 1));
      cb = gimple_build (seq, loc, TRUNC_DIV_EXPR, size_type_node, cb, blk);
      cb = gimple_build (seq, loc, MULT_EXPR, size_type_node, cb,
			 build_int_cst (size_type_node,
					t.request->spec.block * t.size));
      tree dst = gimple_build (seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (p),
			       p, h);
      tree src = gimple_build (seq, loc, POINTER_PLUS_EXPR,
			       TREE_TYPE (old_p), old_p, h);
      add_call (seq, loc, BUILT_IN_MEMCPY, { dst, src, cb });
    }
  else
    for (const heap_field &f : t.fields)
      {
	tree doff = gimple_build (seq, loc, MULT_EXPR, sizetype,
				  gimple_convert (seq, loc, sizetype, n),
				  size_int (f.offset));
	doff = gimple_build (seq, loc, PLUS_EXPR, sizetype, doff,
			     heap_soa_area (seq, loc, p));
	tree soff = gimple_build (seq, loc, MULT_EXPR, sizetype,
				  gimple_convert (seq, loc, sizetype, old),
				  size_int (f.offset));
	soff = gimple_build (seq, loc, PLUS_EXPR, sizetype, soff,
			     heap_soa_area (seq, loc, old_p));
	tree dst = gimple_build (seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (p),
				 p, doff);
	tree src = gimple_build (seq, loc, POINTER_PLUS_EXPR,
				 TREE_TYPE (old_p), old_p, soff);
	tree len = gimple_build (seq, loc, MULT_EXPR, size_type_node, c,
				 build_int_cst (size_type_node, f.size));
	add_call (seq, loc, BUILT_IN_MEMCPY, { dst, src, len });
      }
}

/* A block at the start of *JOIN that runs only when the pointer PTR
   compares CODE (EQ_EXPR or NE_EXPR) with null and the boolean WHEN
   holds; *JOIN becomes the block after it.  */
basic_block
block_if_pointer_test (basic_block *join, location_t loc, tree_code code,
		       tree ptr, tree when)
{
  gimple_seq seq = NULL;
  tree test = gimple_build (&seq, loc, code, boolean_type_node, ptr,
			    build_int_cst (TREE_TYPE (ptr), 0));
  tree both = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
			    when, test);
  tree cond = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (&seq, gimple_build_assign (cond, both));
  gimple *after = insert_at_start (*join, seq);
  return if_block (after, cond, join);
}

/* The end of a realloc of OLD_P that became the malloc of P (its header
   N stored when PNZ, P != 0, holds; JOIN after that store): the copy of
   the records and the free of OLD_P when both blocks are there, and the
   free of OLD_P when P is null and ZERO (realloc (p, 0) of a non-null
   P) holds.  */
void
finish_realloc (const heap_target &t, location_t loc, tree p, tree old_p,
		tree pnz, tree zero, tree n, basic_block join)
{
  /* if (p != 0 && old_p != 0) { copy; free (old_p); }  */
  basic_block body = block_if_pointer_test (&join, loc, NE_EXPR, old_p,
					    pnz);
  gimple_seq seq = NULL;
  tree old = make_ssa_name (size_type_node);
  gassign *ld = gimple_build_assign (old, heap_header_ref (old_p));
  gimple_set_location (ld, loc);
  gimple_seq_add_stmt (&seq, ld);
  copy_records (&seq, loc, t, p, old_p, old, n);
  add_call (&seq, loc, BUILT_IN_FREE, { old_p });
  insert_at_start (body, seq);

  /* if (p == 0 && zero) free (old_p);  */
  body = block_if_pointer_test (&join, loc, EQ_EXPR, p, zero);
  seq = NULL;
  add_call (&seq, loc, BUILT_IN_FREE, { old_p });
  insert_at_start (body, seq);
}

} // anon namespace

void
heap_rewrite_allocation (const heap_target &t, const heap_allocation &a)
{
  gcall *call = a.stmt;
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  allocate_to_ssa_name (call, loc);
  bool is_realloc = gimple_call_builtin_p (call, BUILT_IN_REALLOC);
  tree old_p = is_realloc ? gimple_call_arg (call, 0) : NULL_TREE;
  tree big, zero;
  tree sz = requested_size (&seq, loc, call, &big, &zero);
  tree n;
  tree bytes = block_bytes (&seq, loc, t, sz, &n);
  /* A request of more than PTRDIFF_MAX bytes fails: ask for SIZE_MAX so
     that it still does.  */
  tree req = gimple_build (&seq, loc, COND_EXPR, size_type_node, big,
			   TYPE_MAX_VALUE (size_type_node), bytes);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  call = set_request (call, loc, req);

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
  gassign *st = gimple_build_assign (heap_header_ref (p), n);
  gimple_set_location (st, loc);
  gimple_seq_add_stmt (&seq, st);
  insert_at_start (body, seq);
  if (is_realloc)
    finish_realloc (t, loc, p, old_p, pnz, zero, n, join);
}

} // namespace hyperlane
