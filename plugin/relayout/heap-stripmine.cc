/* Strip-mining of the loops over AOSOA(T) records (heap-internal.h):
   which loops qualify, and their accesses rewritten; the loop over the
   blocks and the copy for whole blocks in heap-stripmine-blocks.cc.

   An access of AOSOA(T) at record index I computes I / T and I % T
   (heap-rewrite.cc): no induction variable of GCC's follows them, and a
   loop over the records stays scalar.  A counted loop

     for (i = lo; i < n; i++)  BODY   (every access at record i + C)

   becomes a loop over the blocks around the original loop, which walks
   the records of one block:

     for (io = lo; io < n; io = i)          OH (outer header)
       {                                    OB: j = io + C; B = j - j % T;
	 lim = io + min (n - io, T - j % T);      Q_f = block of B, field f
	 for (i = io; i < lim; i++)         H (the loop's header), exit to OL
	   BODY (field f of record i + C at Q_f + (i + C - B) * size (f))
       }

   The body runs for the same values of i in the same order; a start or
   an end that is not a multiple of T gives a first or last block of
   fewer lanes.  The inner loop's accesses are affine in i with a base
   invariant in it: GCC's vectorizer vectorizes it with no permutes.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "heap-internal.h"

#include <map>

namespace hyperlane {

namespace {

/* The loops strip-mined are of two blocks: the header and the body.  */
struct two_blocks
{
  basic_block header, body;
  bool contains (basic_block bb) const
  {
    return bb == header || bb == body;
  }
};

/* Whether T is available before loop L: a constant or an SSA name
   defined outside it.  */
bool
invariant_p (const two_blocks &l, tree t)
{
  if (is_gimple_min_invariant (t))
    return true;
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return bb && !l.contains (bb);
}

/* The pointer variable ROOT is loaded from, in loop L (of two blocks), when it is a load
   of a 'static' pointer variable or of a pointer field of a 'static'
   structure (the nodes the analysis follows: their address is never
   taken) that L does not store to and that no call of L may change; else
   null.  */
tree
loaded_root (const two_blocks &l, tree root)
{
  gassign *ld = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (root));
  if (!ld || !gimple_assign_single_p (ld) || !gimple_vuse (ld))
    return NULL_TREE;
  tree v = gimple_assign_rhs1 (ld);
  if (TREE_THIS_VOLATILE (v))
    return NULL_TREE;
  tree var = TREE_CODE (v) == COMPONENT_REF ? TREE_OPERAND (v, 0) : v;
  if (TREE_CODE (var) != VAR_DECL || !is_global_var (var)
      || TREE_ADDRESSABLE (var)
      || (TREE_CODE (v) == COMPONENT_REF
	  && (TREE_CODE (TREE_TYPE (var)) != RECORD_TYPE
	      || TREE_OPERAND (v, 2)))
      || !POINTER_TYPE_P (TREE_TYPE (v)))
    return NULL_TREE;
  basic_block bbs[2] = { l.header, l.body };
  bool ok = true;
  for (unsigned i = 0; i < 2 && ok; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && ok; gsi_next (&gsi))
      {
	gimple *s = gsi_stmt (gsi);
	if (is_gimple_call (s)
	    && !(gimple_call_flags (s) & (ECF_CONST | ECF_PURE)))
	  ok = false;
	else if (gimple_vdef (s) && gimple_has_lhs (s))
	  {
	    tree lhs = gimple_get_lhs (s);
	    tree base = get_base_address (lhs);
	    if (base == var || (base && TREE_CODE (base) != MEM_REF
				&& TREE_CODE (base) != TARGET_MEM_REF
				&& TREE_CODE (base) != VAR_DECL
				&& TREE_CODE (base) != PARM_DECL
				&& TREE_CODE (base) != RESULT_DECL))
	      ok = false;
	  }
	else if (gimple_vdef (s) && !is_gimple_call (s))
	  ok = false;
      }
  return ok ? v : NULL_TREE;
}

/* Whether S, a statement of L's header, computes a value from values
   set before the loop (or by such statements before it), with no memory
   access, no trap and no use after the loop: the strip-miner moves it
   before the loop over the blocks.  */
bool
header_invariant_p (const two_blocks &l, gimple *s)
{
  gassign *a = dyn_cast<gassign *> (s);
  if (!a || gimple_vuse (a) || gimple_has_side_effects (a)
      || gimple_could_trap_p (a) || TREE_CODE (gimple_assign_lhs (a)) != SSA_NAME)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (a); i++)
    {
      tree op = gimple_op (a, i);
      if (invariant_p (l, op))
	continue;
      if (TREE_CODE (op) != SSA_NAME)
	return false;
      gimple *d = SSA_NAME_DEF_STMT (op);
      if (gimple_bb (d) != l.header || gimple_code (d) == GIMPLE_PHI
	  || !header_invariant_p (l, d))
	return false;
    }
  imm_use_iterator it;
  use_operand_p u;
  FOR_EACH_IMM_USE_FAST (u, it, gimple_assign_lhs (a))
    {
      gimple *us = USE_STMT (u);
      if (is_gimple_debug (us))
	continue;
      basic_block ub = gimple_bb (us);
      if (gphi *phi = dyn_cast<gphi *> (us))
	ub = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (u))->src;
      if (!l.contains (ub))
	return false;
    }
  return true;
}

/* The pieces of access A: the reference, the pointer to the start of
   the array (ROOT), the record index offset CIDX, and whether the
   pointer is ROOT moved by (sizetype) IV * size.  */
struct access_shape
{
  tree ref;
  tree root;
  HOST_WIDE_INT cidx;
};

bool
access_at_iv (const heap_target &t, const heap_access &a, tree iv,
	      access_shape &sh)
{
  gimple *s = a.stmt;
  sh.ref = a.store ? gimple_assign_lhs (s) : gimple_assign_rhs1 (s);
  tree base = a.component ? TREE_OPERAND (sh.ref, 0) : sh.ref;
  if (TREE_CODE (base) != MEM_REF)
    return false;
  HOST_WIDE_INT coff = mem_ref_offset (base).to_constant ().to_shwi ();
  if (!a.component)
    coff -= t.fields[a.field].offset;
  if (coff % t.size)
    return false;
  sh.cidx = coff / t.size;
  tree ptr = TREE_OPERAND (base, 0);
  if (TREE_CODE (ptr) != SSA_NAME)
    return false;
  gassign *pp = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ptr));
  if (!pp || gimple_assign_rhs_code (pp) != POINTER_PLUS_EXPR)
    return false;
  sh.root = gimple_assign_rhs1 (pp);
  if (TREE_CODE (sh.root) != SSA_NAME || heap_derived_pointer_p (sh.root))
    return false;
  tree off = gimple_assign_rhs2 (pp);
  if (TREE_CODE (off) != SSA_NAME)
    return false;
  gassign *m = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off));
  if (!m || gimple_assign_rhs_code (m) != MULT_EXPR
      || !tree_fits_shwi_p (gimple_assign_rhs2 (m))
      || tree_to_shwi (gimple_assign_rhs2 (m)) != t.size)
    return false;
  tree x = gimple_assign_rhs1 (m);
  /* ((sizetype) i + C2) * size: record i + C2.  */
  if (TREE_CODE (x) == SSA_NAME)
    if (gassign *pl = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (x)))
      if (gimple_assign_rhs_code (pl) == PLUS_EXPR
	  && TREE_CODE (gimple_assign_rhs2 (pl)) == INTEGER_CST
	  && tree_fits_shwi_p (gimple_assign_rhs2 (pl))
	  && TYPE_PRECISION (TREE_TYPE (x)) == TYPE_PRECISION (sizetype))
	{
	  HOST_WIDE_INT c2 = tree_to_shwi (gimple_assign_rhs2 (pl));
	  if (c2 < -(HOST_WIDE_INT_1 << 30) || c2 > (HOST_WIDE_INT_1 << 30))
	    return false;
	  sh.cidx += c2;
	  x = gimple_assign_rhs1 (pl);
	}
  if (x == iv)
    return TYPE_PRECISION (TREE_TYPE (iv)) == TYPE_PRECISION (sizetype);
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  gassign *cv = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (x));
  return (cv && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (cv))
	  && gimple_assign_rhs1 (cv) == iv
	  && TYPE_PRECISION (TREE_TYPE (x)) == TYPE_PRECISION (sizetype));
}

/* The exit test of H: IV CODE BOUND that keeps the loop going (after
   swapping and inverting), the operand index of BOUND.  */
bool
exit_test (gcond *c, basic_block body, tree iv, tree_code *code,
	   int *bound_op)
{
  tree_code k = gimple_cond_code (c);
  tree lhs = gimple_cond_lhs (c), rhs = gimple_cond_rhs (c);
  if (lhs == iv)
    *bound_op = 1;
  else if (rhs == iv)
    {
      *bound_op = 0;
      k = swap_tree_comparison (k);
    }
  else
    return false;
  edge te, fe;
  extract_true_false_edges_from_block (gimple_bb (c), &te, &fe);
  if (te->dest != body)
    k = invert_tree_comparison (k, false);
  *code = k;
  /* i <= C, C a constant below the maximum: i < C + 1 (what GCC makes of
     'i < 256').  */
  tree b = gimple_op (c, *bound_op);
  if (k == LE_EXPR && TREE_CODE (b) == INTEGER_CST
      && !tree_int_cst_equal (b, TYPE_MAX_VALUE (TREE_TYPE (b))))
    {
      *code = LT_EXPR;
      return true;
    }
  return k == LT_EXPR;
}

/* The bound N of 'i < N' that the exit test of H means.  */
tree
exit_bound (gcond *c, tree_code code, int bound_op)
{
  tree b = gimple_op (c, bound_op);
  tree_code k = gimple_cond_code (c);
  if (bound_op == 0)
    k = swap_tree_comparison (k);
  if (k != code && k != invert_tree_comparison (code, false))
    /* LE made LT (or GT made GE, inverted).  */
    return int_const_binop (PLUS_EXPR, b, build_one_cst (TREE_TYPE (b)));
  return b;
}

} // anon namespace

bool
heap_strip_mine_plan (const heap_target &t, class loop *loop,
		      const std::vector<unsigned> &acc, heap_strip_loop &plan,
		      std::string &why)
{
  basic_block h = loop->header, b = loop->latch;
  two_blocks l = { h, b };
  if (loop->num_nodes != 2 || !b || b == h
      || EDGE_COUNT (h->preds) != 2 || EDGE_COUNT (h->succs) != 2
      || !single_succ_p (b) || single_succ (b) != h)
    {
      why = "its body is not one block with the exit test at its start";
      return false;
    }
  edge pre = heap_other_pred (h, b), exit = heap_other_succ (h, b);
  if ((pre->flags | exit->flags | single_succ_edge (b)->flags)
      & (EDGE_COMPLEX | EDGE_IRREDUCIBLE_LOOP))
    {
      why = "it is entered or left by an abnormal edge";
      return false;
    }
  gcond *c = nullptr;
  for (gimple_stmt_iterator gsi = gsi_start_bb (h); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      if (is_gimple_debug (s) || gimple_code (s) == GIMPLE_COND
	  || header_invariant_p (l, s))
	continue;
      why = "its exit test computes more than a comparison of the counter "
	    "with a value set before the loop";
      return false;
    }
  c = safe_dyn_cast<gcond *> (last_stmt (h));
  if (!c)
    {
      why = "its exit test computes more than a comparison";
      return false;
    }
  /* The counter: a header PHI stepped by one at the end of the body and
     compared by the exit test.  */
  tree iv = NULL_TREE;
  tree_code code = ERROR_MARK;
  int bound_op = -1;
  for (gphi_iterator gsi = gsi_start_phis (h); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree r = gimple_phi_result (phi);
      if (virtual_operand_p (r) || TREE_CODE (TREE_TYPE (r)) != INTEGER_TYPE
	  || TYPE_PRECISION (TREE_TYPE (r)) > TYPE_PRECISION (sizetype))
	continue;
      if (gimple_cond_lhs (c) != r && gimple_cond_rhs (c) != r)
	continue;
      tree next = PHI_ARG_DEF_FROM_EDGE (phi, single_succ_edge (b));
      gassign *inc = TREE_CODE (next) == SSA_NAME
		     ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (next)) : nullptr;
      if (inc && gimple_assign_rhs_code (inc) == PLUS_EXPR
	  && gimple_assign_rhs1 (inc) == r
	  && integer_onep (gimple_assign_rhs2 (inc)))
	iv = r;
    }
  if (!iv)
    {
      why = "its exit test compares no counter stepped by one";
      return false;
    }
  if (!exit_test (c, b, iv, &code, &bound_op))
    {
      why = "its exit test is not 'counter < bound'";
      return false;
    }
  tree bound = gimple_op (c, bound_op);
  if (!invariant_p (l, bound)
      && !(TREE_CODE (bound) == SSA_NAME
	   && gimple_bb (SSA_NAME_DEF_STMT (bound)) == h
	   && header_invariant_p (l, SSA_NAME_DEF_STMT (bound))))
    {
      why = "its bound is computed in the loop";
      return false;
    }
  bool first = true;
  for (unsigned ix : acc)
    {
      const heap_access &a = t.accesses[ix];
      access_shape sh;
      if (gimple_bb (a.stmt) != b)
	{
	  why = "it accesses the records in its exit test";
	  return false;
	}
      if (!access_at_iv (t, a, iv, sh))
	{
	  why = "it accesses a record whose index is not the counter plus "
		"a constant";
	  return false;
	}
      if (!invariant_p (l, sh.root) && !loaded_root (l, sh.root))
	{
	  why = "the pointer to the records is set in the loop, or loaded "
		"from a variable the loop may change";
	  return false;
	}
      if (!first && sh.cidx != plan.cidx)
	{
	  why = "it accesses records at two distances from the counter";
	  return false;
	}
      plan.cidx = sh.cidx;
      first = false;
    }
  plan.fn = cfun;
  plan.header = h->index;
  plan.latch = b->index;
  plan.iv = iv;
  plan.accesses = acc;
  return true;
}

namespace {

/* The key of the bases of ROOT, the pointer to the records of an access
   of the loop of header H and body B: ROOT when it is set before the
   loop, else the variable it is loaded from in the loop (a first of
   LOADED, added there when new).  */
tree
base_key (basic_block h, basic_block b, tree root,
	  std::vector<std::pair<tree, tree>> &loaded)
{
  two_blocks l = { h, b };
  if (invariant_p (l, root))
    return root;
  tree v = loaded_root (l, root);
  gcc_assert (v);
  for (auto &p : loaded)
    if (operand_equal_p (p.first, v, 0))
      return p.first;
  loaded.push_back ({ v, NULL_TREE });
  return v;
}

/* The base of each pointer and field of PLAN's accesses in the block of
   T records at byte offset BOFF, by base_key and field, into BASES;
   emitted into SEQ, where the pointers the loop (header H, body B) loads
   are loaded again (LOADED: the variable and the value).  */
void
block_bases (gimple_seq *seq, location_t loc, const heap_target &t,
	     const heap_strip_loop &plan, basic_block h, basic_block b,
	     tree boff, std::map<std::pair<tree, unsigned>, tree> &bases,
	     std::vector<std::pair<tree, tree>> &loaded)
{
  HOST_WIDE_INT blk = t.request->spec.block;
  for (unsigned ix : plan.accesses)
    {
      const heap_access &a = t.accesses[ix];
      access_shape sh;
      bool shaped = access_at_iv (t, a, plan.iv, sh);
      gcc_assert (shaped);
      tree key = base_key (h, b, sh.root, loaded);
      tree &q = bases[{ key, a.field }];
      if (!q)
	{
	  if (key != sh.root)
	    for (auto &p : loaded)
	      if (p.first == key && !p.second)
		{
		  p.second = make_ssa_name (TREE_TYPE (sh.root));
		  gassign *ld = gimple_build_assign (p.second,
						     unshare_expr (key));
		  gimple_set_location (ld, loc);
		  gimple_set_vuse (ld, gimple_vop (cfun));
		  gimple_seq_add_stmt (seq, ld);
		}
	  tree r = sh.root;
	  for (auto &p : loaded)
	    if (p.first == key)
	      r = p.second;
	  const heap_field &f = t.fields[a.field];
	  tree o = gimple_build (seq, loc, PLUS_EXPR, sizetype, boff,
				 size_int (heap_header_bytes
					   + f.offset * blk));
	  q = gimple_build (seq, loc, POINTER_PLUS_EXPR,
			    TREE_TYPE (r), r, o);
	}
    }
}

/* Rewrite PLAN's accesses (with dependence clique CLIQUE, or 0): field f
   of record i + C at the base of its pointer and field in BASES (keys by
   base_key, of the loop of header H and body B) plus
   ((sizetype) i - BIDX) * size (f).  */
void
rewrite_block_accesses (const heap_target &t, const heap_strip_loop &plan,
			basic_block h, basic_block b, tree bidx,
			std::map<std::pair<tree, unsigned>, tree> &bases,
			std::vector<std::pair<tree, tree>> &loaded,
			unsigned short clique)
{
  tree iv = plan.iv;
  for (unsigned ix : plan.accesses)
    {
      const heap_access &a = t.accesses[ix];
      access_shape sh;
      bool shaped = access_at_iv (t, a, iv, sh);
      gcc_assert (shaped);
      const heap_field &f = t.fields[a.field];
      gimple *s = a.stmt;
      location_t sloc = gimple_location (s);
      gimple_seq seq = NULL;
      tree lane = gimple_convert (&seq, sloc, sizetype, iv);
      lane = gimple_build (&seq, sloc, MINUS_EXPR, sizetype, lane, bidx);
      tree o = gimple_build (&seq, sloc, MULT_EXPR, sizetype, lane,
			     size_int (f.size));
      tree q = bases[{ base_key (h, b, sh.root, loaded), a.field }];
      tree addr = gimple_build (&seq, sloc, POINTER_PLUS_EXPR, TREE_TYPE (q),
				q, o);
      heap_replace_access (s, a.store, sh.ref, seq, addr, clique, a.field);
    }
}

} // anon namespace

heap_full_block
heap_strip_mine (const heap_target &t, const heap_strip_loop &plan,
		 unsigned short clique)
{
  basic_block h = BASIC_BLOCK_FOR_FN (cfun, plan.header);
  basic_block b = BASIC_BLOCK_FOR_FN (cfun, plan.latch);
  gcond *c = as_a<gcond *> (last_stmt (h));
  location_t loc = gimple_location (c);
  tree iv = plan.iv;
  tree ivtype = TREE_TYPE (iv);
  tree utype = unsigned_type_for (ivtype);
  tree_code code;
  int bound_op;
  bool ok = exit_test (c, b, iv, &code, &bound_op);
  gcc_assert (ok);
  tree bound = exit_bound (c, code, bound_op);
  HOST_WIDE_INT blk = t.request->spec.block;

  heap_outer_loop outer = heap_build_outer_loop (h, b, iv, bound, blk, loc);
  tree iv_o = outer.iv_o;

  /* OB: the block of record io + C, its first lane, the inner bound.  */
  gimple_seq seq = NULL;
  tree j = gimple_convert (&seq, loc, sizetype, iv_o);
  j = gimple_build (&seq, loc, PLUS_EXPR, sizetype, j, size_int (plan.cidx));
  tree lane0 = gimple_build (&seq, loc, TRUNC_MOD_EXPR, sizetype, j,
			     size_int (blk));
  tree first = gimple_build (&seq, loc, MINUS_EXPR, sizetype, j, lane0);
  tree k = gimple_build (&seq, loc, MINUS_EXPR, sizetype, size_int (blk),
			 lane0);
  tree rem = gimple_build (&seq, loc, MINUS_EXPR, utype,
			   gimple_convert (&seq, loc, utype, bound),
			   gimple_convert (&seq, loc, utype, iv_o));
  rem = gimple_convert (&seq, loc, sizetype, rem);
  tree cnt = gimple_build (&seq, loc, MIN_EXPR, sizetype, rem, k);
  tree lim = gimple_build (&seq, loc, PLUS_EXPR, utype,
			   gimple_convert (&seq, loc, utype, iv_o),
			   gimple_convert (&seq, loc, utype, cnt));
  lim = gimple_convert (&seq, loc, ivtype, lim);
  /* The bound of a whole block, for the copy of the inner loop that runs
     the whole blocks (heap_version_full_blocks).  */
  tree lim_full = gimple_build (&seq, loc, PLUS_EXPR, utype,
				gimple_convert (&seq, loc, utype, iv_o),
				build_int_cst (utype, blk));
  lim_full = gimple_convert (&seq, loc, ivtype, lim_full);
  /* Lane of the record (sizetype) i + C: (sizetype) i - BIDX.  */
  tree bidx = gimple_build (&seq, loc, MINUS_EXPR, sizetype, first,
			    size_int (plan.cidx));
  tree boff = gimple_build (&seq, loc, MULT_EXPR, sizetype, first,
			    size_int (t.size));
  /* The base of each pointer and field, by the pointer's SSA name, or by
     the variable it is loaded from in the loop (loaded again in OB).  */
  std::map<std::pair<tree, unsigned>, tree> bases;
  std::vector<std::pair<tree, tree>> loaded;	/* (variable ref, value) */
  block_bases (&seq, loc, t, plan, h, b, boff, bases, loaded);
  gimple_stmt_iterator gsi = gsi_start_bb (outer.ob);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);

  /* H: i < lim, on the edge to the body.  */
  edge bt, bf;
  extract_true_false_edges_from_block (h, &bt, &bf);
  gimple_cond_set_lhs (c, iv);
  gimple_cond_set_rhs (c, lim);
  gimple_cond_set_code (c, bt->dest == b ? LT_EXPR : GE_EXPR);
  update_stmt (c);

  /* The accesses.  */
  rewrite_block_accesses (t, plan, h, b, bidx, bases, loaded, clique);
  return { plan.header, cnt, lim_full, blk };
}

} // namespace hyperlane
