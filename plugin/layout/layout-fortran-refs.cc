/* Fortran element references: gfortran's linear subscripts delinearised
   against the declared shape, and the scan of every use; see
   layout-fortran.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-fortran-internal.h"
#include "layout-refusals.h"
#include "layout-resolve.h"
#include "layout-symbols.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace hyperlane {

namespace {

/* An affine form over "atoms": SUM (coef * atom) + constant.  */
struct affine
{
  std::vector<std::pair<tree, long>> terms;
  long constant = 0;

  void add (tree atom, long c)
  {
    for (auto &t : terms)
      if (operand_equal_p (t.first, atom, 0))
	{
	  t.second += c;
	  return;
	}
    terms.push_back ({ atom, c });
  }
};

constexpr long affine_limit = 1L << 40;

bool
scale (affine &a, long c)
{
  if (c > affine_limit || c < -affine_limit)
    return false;
  for (auto &t : a.terms)
    if (__builtin_mul_overflow (t.second, c, &t.second)
	|| t.second > affine_limit || t.second < -affine_limit)
      return false;
  return !__builtin_mul_overflow (a.constant, c, &a.constant)
	 && a.constant <= affine_limit && a.constant >= -affine_limit;
}

bool
sum (affine &a, const affine &b, long sign)
{
  for (const auto &t : b.terms)
    a.add (t.first, t.second * sign);
  a.constant += sign * b.constant;
  return a.constant <= affine_limit && a.constant >= -affine_limit;
}

/* Whether a conversion from FROM to TO keeps every value.  */
bool
value_preserving (tree to, tree from)
{
  if (!INTEGRAL_TYPE_P (to) || !INTEGRAL_TYPE_P (from))
    return false;
  if (TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from))
    return TYPE_PRECISION (to) >= TYPE_PRECISION (from);
  return !TYPE_UNSIGNED (to) && TYPE_PRECISION (to) > TYPE_PRECISION (from);
}

/* The statement that reads a VAR_DECL atom, for the check that it has
   the same value at the reference.  */
struct atom_read
{
  tree var;
  gimple *stmt;
};

/* Why to_affine last failed, and whether that rules out taking the
   expression as a value of its own.  */
const char *affine_failure;
bool affine_fatal;

/* The allocatable array whose reference to_affine reads: its
   descriptor's offset and strides are the constants of its ALLOCATEs.  */
const fortran_storage *affine_descriptor;

/* Whether the value of E depends on a temporary variable of gfortran's,
   as far as BUDGET lets the walk go (true beyond it).  */
bool
uses_temporary (tree e, int &budget)
{
  if (--budget < 0)
    return true;
  if (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
    return DECL_ARTIFICIAL (e) || !DECL_NAME (e);
  if (TREE_CODE (e) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (e);
  if (!is_gimple_assign (def))
    return false;
  /* A load is a value of its own, whatever its address.  */
  if (gimple_assign_single_p (def) && !is_gimple_val (gimple_assign_rhs1 (def)))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (tree op = gimple_op (def, i))
      if (uses_temporary (op, budget))
	return true;
  return false;
}

/* Whether E, an SSA name, is a load of the offset or a stride of
   affine_descriptor: then KNOWN is its value, the same constant at every
   ALLOCATE.  */
bool
descriptor_constant (tree e, long &known)
{
  if (!affine_descriptor || TREE_CODE (e) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (e));
  if (!def || !gimple_assign_single_p (def))
    return false;
  const fortran_storage &fs = *affine_descriptor;
  long d, n = (long) fs.strides.size ();
  std::string part = descriptor_part (gimple_assign_rhs1 (def), fs.object,
				      d);
  if (part == "offset")
    known = fs.desc_offset;
  else if (part == "stride" && d >= 0 && d < n)
    known = fs.strides[n - 1 - d];
  else
    return false;
  return true;
}

/* E as an affine form into OUT; BUDGET bounds the walk.  */
bool
to_affine (tree e, affine &out, int &budget, std::vector<atom_read> &reads,
	   gimple *reader)
{
  if (--budget < 0)
    return false;
  if (TREE_CODE (e) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (e))
	return false;
      out.constant = tree_to_shwi (e);
      return out.constant <= affine_limit && out.constant >= -affine_limit;
    }
  if (!INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;
  if (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
    {
      /* A temporary of gfortran's (the loops of an array expression,
	 an offset hoisted out of them) may hold any part of the index.  */
      if (!reader || DECL_ARTIFICIAL (e) || !DECL_NAME (e))
	{
	  affine_fatal = true;
	  affine_failure = "a subscript computed by the compiler: an array "
			   "expression or section";
	  return false;
	}
      reads.push_back ({ e, reader });
      out.add (e, 1);
      return true;
    }
  if (TREE_CODE (e) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (e));
  if (!def)
    {
      out.add (e, 1);
      return true;
    }
  long known;
  if (descriptor_constant (e, known))
    {
      out = affine ();
      out.constant = known;
      return true;
    }
  tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  tree b = gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def) : NULL_TREE;
  affine x, y;
  switch (code)
    {
    case INTEGER_CST:
    case VAR_DECL:
    case PARM_DECL:
    case SSA_NAME:
      return to_affine (a, out, budget, reads, def);
    CASE_CONVERT:
      if (!value_preserving (TREE_TYPE (e), TREE_TYPE (a)))
	break;
      if (!to_affine (a, x, budget, reads, def))
	break;
      out = x;
      return true;
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e))
	  || !to_affine (a, x, budget, reads, def)
	  || !to_affine (b, y, budget, reads, def)
	  || !sum (x, y, code == PLUS_EXPR ? 1 : -1))
	break;
      out = x;
      return true;
    case MULT_EXPR:
      if (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e)))
	break;
      {
	/* An allocatable array's subscript times its stride.  */
	long known;
	if (descriptor_constant (a, known))
	  std::swap (a, b);
	if (descriptor_constant (b, known))
	  {
	    if (!to_affine (a, x, budget, reads, def) || !scale (x, known))
	      break;
	    out = x;
	    return true;
	  }
      }
      if (TREE_CODE (a) == INTEGER_CST)
	std::swap (a, b);
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b)
	  || !to_affine (a, x, budget, reads, def)
	  || !scale (x, tree_to_shwi (b)))
	break;
      out = x;
      return true;
    case NEGATE_EXPR:
      if (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e))
	  || !to_affine (a, x, budget, reads, def) || !scale (x, -1))
	break;
      out = x;
      return true;
    default:
      break;
    }
  /* Not affine in its operands: a value of its own (a subscript read
     from memory, mod (i, n)), unless a temporary of gfortran's is in it
     or an affine part of it failed for that reason.  */
  if (affine_fatal || uses_temporary (e, budget))
    {
      affine_fatal = true;
      affine_failure = "a subscript computed by the compiler: an array "
		       "expression or section";
      return false;
    }
  out = affine ();
  out.add (e, 1);
  return true;
}

/* Whether VAR, read by READER, still has that value at USE: both in one
   block, nothing between them storing to anything but a register.  */
bool
same_value_at (tree var, gimple *reader, gimple *use)
{
  if (!use || gimple_bb (reader) != gimple_bb (use))
    return false;
  /* A local that nothing but an assignment to it can change.  */
  if (!VAR_P (var) || is_global_var (var) || TREE_ADDRESSABLE (var)
      || TREE_THIS_VOLATILE (var))
    return false;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (reader); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      if (s == use)
	return true;
      if (s == reader || is_gimple_debug (s))
	continue;
      if (gimple_code (s) == GIMPLE_ASM || gimple_get_lhs (s) == var)
	return false;
    }
  return false;
}

/* The values [LO, HI] that VAR, a local variable, takes at USE when it
   is the counter of a DO loop around USE with constant bounds and a step
   of 1 or -1 ("v = LO; ... if (v > HI) exit; ...; v = v + 1").  */
bool
counter_range (tree var, gimple *use, long &lo, long &hi)
{
  if (!VAR_P (var) || !use || !gimple_bb (use))
    return false;
  for (class loop *loop = gimple_bb (use)->loop_father;
       loop && loop_outer (loop); loop = loop_outer (loop))
    {
      gcond *cond = safe_dyn_cast<gcond *> (last_stmt (loop->header));
      if (!cond)
	continue;
      tree a = gimple_cond_lhs (cond), b = gimple_cond_rhs (cond);
      tree_code code = gimple_cond_code (cond);
      /* gfortran's "D.1 = v > n; if (D.1 != 0)".  */
      if ((code == NE_EXPR || code == EQ_EXPR) && integer_zerop (b))
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
	  gsi_prev_nondebug (&gsi);
	  gassign *test = gsi_end_p (gsi) ? nullptr
			  : dyn_cast<gassign *> (gsi_stmt (gsi));
	  if (!test || gimple_assign_lhs (test) != a
	      || TREE_CODE_CLASS (gimple_assign_rhs_code (test))
		 != tcc_comparison)
	    continue;
	  bool on_true = code == NE_EXPR;
	  code = gimple_assign_rhs_code (test);
	  if (!on_true)
	    code = invert_tree_comparison (code, false);
	  a = gimple_assign_rhs1 (test);
	  b = gimple_assign_rhs2 (test);
	}
      if (a != var)
	continue;
      /* The test's true edge must leave the loop: "exit when v > HI".  */
      edge e_true = nullptr, e_false = nullptr;
      extract_true_false_edges_from_block (loop->header, &e_true, &e_false);
      if (!e_true || flow_bb_inside_loop_p (loop, e_true->dest)
	  || !flow_bb_inside_loop_p (loop, e_false->dest)
	  || TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b))
	return false;
      /* The one change of VAR in the loop: VAR = VAR +- 1.  */
      int step = 0;
      bool ok = true;
      basic_block bb;
      /* The statement's function, which need not be cfun here.  */
      if (!fortran_current_fun)
	return false;
      FOR_EACH_BB_FN (bb, fortran_current_fun)
	if (flow_bb_inside_loop_p (loop, bb))
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	     ok && !gsi_end_p (gsi); gsi_next (&gsi))
	  {
	    gimple *s = gsi_stmt (gsi);
	    if (is_gimple_debug (s) || gimple_get_lhs (s) != var)
	      continue;
	    gassign *as = dyn_cast<gassign *> (s);
	    if (step || !as
		|| (gimple_assign_rhs_code (as) != PLUS_EXPR
		    && gimple_assign_rhs_code (as) != MINUS_EXPR)
		|| gimple_assign_rhs1 (as) != var
		|| TREE_CODE (gimple_assign_rhs2 (as)) != INTEGER_CST
		|| !(integer_onep (gimple_assign_rhs2 (as))
		     || integer_minus_onep (gimple_assign_rhs2 (as))))
	      ok = false;
	    else
	      step = (integer_onep (gimple_assign_rhs2 (as)) ? 1 : -1)
		     * (gimple_assign_rhs_code (as) == PLUS_EXPR ? 1 : -1);
	  }
      if (!ok || !step)
	return false;
      /* Its start: the last assignment in the block before the loop.  */
      if (EDGE_COUNT (loop->header->preds) != 2)
	return false;
      basic_block pre = nullptr;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, loop->header->preds)
	if (!flow_bb_inside_loop_p (loop, e->src))
	  pre = e->src;
      if (!pre)
	return false;
      tree start = NULL_TREE;
      for (gimple_stmt_iterator gsi = gsi_start_bb (pre); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_get_lhs (gsi_stmt (gsi)) == var)
	  start = (gimple_assign_single_p (gsi_stmt (gsi))
		   ? gimple_assign_rhs1 (gsi_stmt (gsi)) : NULL_TREE);
      if (!start || TREE_CODE (start) != INTEGER_CST
	  || !tree_fits_shwi_p (start))
	return false;
      long s0 = tree_to_shwi (start), bound = tree_to_shwi (b);
      /* The loop runs while the exit test fails.  */
      if (step > 0 && code == GT_EXPR)
	lo = s0, hi = bound;
      else if (step > 0 && code == GE_EXPR)
	lo = s0, hi = bound - 1;
      else if (step < 0 && code == LT_EXPR)
	lo = bound, hi = s0;
      else if (step < 0 && code == LE_EXPR)
	lo = bound + 1, hi = s0;
      else
	return false;
      /* A loop that does not run never makes the reference.  */
      return lo <= hi;
    }
  return false;
}

/* The storage target of operand T: a Fortran target's variable (module,
   local) or COMMON member.  */
/* The allocatable target whose data pointer T, an SSA name, holds: a
   load of its descriptor's data field.  */
layout_target *
data_pointer_target (tree t, std::vector<layout_target> &targets)
{
  if (TREE_CODE (t) != SSA_NAME)
    return nullptr;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!def || !gimple_assign_single_p (def))
    return nullptr;
  for (layout_target &tg : targets)
    if (tg.fortran && tg.fortran->descriptor && !tg.refused)
      {
	long d;
	if (descriptor_part (gimple_assign_rhs1 (def), tg.fortran->object, d)
	    == "data")
	  return &tg;
      }
  return nullptr;
}

layout_target *
storage_target (tree t, std::vector<layout_target> &targets)
{
  /* An allocatable array's elements: MEM[(T[0:] *) data pointer].  */
  if (TREE_CODE (t) == MEM_REF && integer_zerop (TREE_OPERAND (t, 1))
      && TREE_CODE (TREE_TYPE (t)) == ARRAY_TYPE)
    return data_pointer_target (TREE_OPERAND (t, 0), targets);
  for (layout_target &tg : targets)
    {
      if (!tg.fortran || tg.refused || tg.fortran->descriptor)
	continue;
      const fortran_storage &fs = *tg.fortran;
      if (fs.field)
	{
	  if (TREE_CODE (t) == COMPONENT_REF
	      && TREE_OPERAND (t, 0) == fs.object
	      && same_member_p (TREE_OPERAND (t, 1), fs.field))
	    return &tg;
	}
      else if (t == fs.object)
	return &tg;
    }
  return nullptr;
}

/* Why REF, an ARRAY_REF of a Fortran target's storage, does not
   delinearise, or "" with OUT filled.  */
std::string
delinearise (tree ref, layout_target &tg, element_ref &out)
{
  const fortran_storage &fs = *tg.fortran;
  if ((TREE_OPERAND (ref, 2) && !integer_zerop (TREE_OPERAND (ref, 2)))
      || TREE_OPERAND (ref, 3))
    return "an index with an offset of its own";
  if (TYPE_MAIN_VARIANT (TREE_TYPE (ref))
      != TYPE_MAIN_VARIANT (tg.element_type))
    return "an element read as another type";
  affine a;
  int budget = 200;
  std::vector<atom_read> reads;
  affine_failure = "a subscript that is not an affine function of variables";
  affine_fatal = false;
  affine_descriptor = fs.descriptor ? &fs : nullptr;
  bool ok = to_affine (TREE_OPERAND (ref, 1), a, budget, reads,
		       fortran_current_stmt);
  affine_descriptor = nullptr;
  if (!ok)
    return affine_failure;
  size_t n = fs.strides.size ();
  /* Each variable term belongs to the dimension of the largest stride
     dividing its coefficient, within that dimension's extent.  */
  std::vector<affine> dims (n);
  for (const auto &term : a.terms)
    {
      if (term.second == 0)
	continue;
      size_t d = 0;
      while (d < n && term.second % fs.strides[d] != 0)
	d++;
      gcc_assert (d < n);	/* The last stride is 1.  */
      long q = term.second / fs.strides[d];
      if (d > 0 && (q >= tg.sizes[d] || q <= -tg.sizes[d]))
	return "a subscript whose terms do not match the strides of the "
	       "dimensions";
      dims[d].add (term.first, q);
    }
  /* The constant: R = SUM ((k_d - lb_d) * stride_d) for the constant part
     k_d of each subscript.  Split it from the fastest dimension out: a
     dimension without a variable takes a constant within its bounds; one
     with a variable takes the offset nearest to 0 (u(m, i+1) is i + 1,
     not m + 5), the outermost takes the rest.  */
  long rest = a.constant;
  for (size_t d = 0; d < n; d++)
    if (!dims[d].terms.empty ())
      rest += fs.lbounds[d] * fs.strides[d];
  std::vector<long> k (n);
  for (size_t d = n; d-- > 0;)
    {
      long st = fs.strides[d];
      long ext = tg.sizes[d];
      if (d == 0)
	{
	  if (rest % st)
	    return "a constant offset that does not match the strides";
	  k[d] = rest / st;
	  if (dims[d].terms.empty ())
	    {
	      k[d] += fs.lbounds[d];
	      if (k[d] < fs.lbounds[d] || k[d] >= fs.lbounds[d] + ext)
		return "a constant subscript out of bounds";
	    }
	  break;
	}
      /* The digit of this dimension: REST = q * stride(d-1) + r with
	 r a multiple of st.  */
      long outer = fs.strides[d - 1];
      long r = ((rest % outer) + outer) % outer;
      if (r % st)
	return "a constant offset that does not match the strides";
      long digit = r / st;
      if (!dims[d].terms.empty ())
	{
	  /* The offset is DIGIT, or DIGIT - EXT with one more in the next
	     dimension out (u(m, i+1) or u(m, i-36, j+1) with 37 values of
	     i): the one that keeps the subscript inside the dimension over
	     the range of its DO loop, when the loop is known; else the one
	     nearest to 0 when it is small beside the extent.  */
	  const affine &v = dims[d];
	  long lo, hi;
	  long lb = fs.lbounds[d], ub = fs.lbounds[d] + ext - 1;
	  if (v.terms.size () == 1
	      && counter_range (v.terms[0].first, fortran_current_stmt, lo, hi))
	    {
	      long q = v.terms[0].second;
	      auto inside = [&] (long off) {
		long a = q * lo + off, b = q * hi + off;
		return std::min (a, b) >= lb && std::max (a, b) <= ub;
	      };
	      bool low = inside (digit - ext), high = inside (digit);
	      if (low == high)
		return "a constant offset that could belong to two "
		       "dimensions";
	      if (low)
		digit -= ext;
	    }
	  else
	    {
	      if (digit >= (ext + 1) / 2)
		digit -= ext;	/* Nearest to 0: i - 1, not i + 36.  */
	      if (4 * std::abs (digit) > ext - 1)
		return "a constant offset that could belong to two "
		       "dimensions";
	    }
	}
      rest -= digit * st;
      k[d] = dims[d].terms.empty () ? digit + fs.lbounds[d] : digit;
    }
  /* Variables read into registers before the reference must hold the
     same value at it, or the new subscripts would read them later.  */
  for (const atom_read &r : reads)
    if (!same_value_at (r.var, r.stmt, fortran_current_stmt))
      return "a subscript computed from a variable in another statement";
  out.target = &tg;
  out.subscripts.clear ();
  for (size_t d = 0; d < n; d++)
    {
      tree type = ptrdiff_type_node;
      if (dims[d].terms.empty ())
	{
	  out.subscripts.push_back (build_int_cst (type, k[d]));
	  continue;
	}
      if (dims[d].terms.size () == 1 && dims[d].terms[0].second == 1
	  && k[d] == 0)
	{
	  out.subscripts.push_back (dims[d].terms[0].first);
	  continue;
	}
      tree e = build_int_cst (type, k[d]);
      for (const auto &term : dims[d].terms)
	e = fold_build2 (PLUS_EXPR, type,
			 fold_build2 (MULT_EXPR, type,
				      fold_convert (type, term.first),
				      build_int_cst (type, term.second)), e);
      out.subscripts.push_back (e);
    }
  return "";
}

/* The reason match_fortran_element_ref last failed for an ARRAY_REF of a
   target, for the scan's warning.  */
std::string last_failure;

} // anon namespace

bool
match_fortran_element_ref (tree ref, std::vector<layout_target> &targets,
			   element_ref &out)
{
  if (TREE_CODE (ref) != ARRAY_REF)
    return false;
  layout_target *tg = storage_target (TREE_OPERAND (ref, 0), targets);
  if (!tg)
    return false;
  last_failure = delinearise (ref, *tg, out);
  return last_failure.empty ();
}

tree
fortran_storage_reference (tree ref, std::vector<layout_target> &targets)
{
  if (TREE_CODE (ref) != ARRAY_REF)
    return NULL_TREE;
  layout_target *tg = storage_target (TREE_OPERAND (ref, 0), targets);
  return tg && !tg->pieces.empty () ? tg->decl : NULL_TREE;
}

bool
scan_fortran_use (tree t, std::vector<layout_target> &targets,
		  location_t loc, bool in_call)
{
  gimple *stmt = fortran_current_stmt;
  /* An allocatable array's descriptor: its fields are read freely (its
     stores were checked with its ALLOCATEs), its data pointer only to
     reach elements, to test it (allocated ()) and to free it.  */
  for (layout_target &tg : targets)
    {
      if (!tg.fortran || !tg.fortran->descriptor || tg.refused)
	continue;
      tree obj = tg.fortran->object;
      if (t == obj && stmt && gimple_assign_single_p (stmt)
	  && gimple_assign_lhs (stmt) == t
	  && TREE_CODE (gimple_assign_rhs1 (stmt)) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt)) == 0)
	return true;
      if (t != obj && handled_component_p (t) && get_base_address (t) == obj)
	{
	  long d;
	  if (descriptor_part (t, obj, d) == "data" && stmt
	      && gimple_assign_single_p (stmt) && gimple_assign_rhs1 (stmt) == t
	      && TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
	    refuse_target (tg, loc, "its data pointer is copied (an array "
				    "section or expression, or pointer "
				    "association)");
	  return true;
	}
    }
  /* The address of an element: an actual argument, or a pointer.  */
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (t, 0));
      if (base && TREE_CODE (base) == MEM_REF)
	if (layout_target *tg = data_pointer_target (TREE_OPERAND (base, 0),
						     targets))
	  {
	    refuse_target (*tg, loc, in_call
				     ? "it is passed to a procedure as an "
				       "actual argument (the callee would "
				       "index the old layout)"
				     : "its address is taken in a statement "
				       "(the new layout cannot honour pointer "
				       "arithmetic)");
	    return true;
	  }
    }
  if (layout_target *tg = data_pointer_target (t, targets))
    {
      bool ok = false;
      if (gassign *as = dyn_cast<gassign *> (stmt))
	ok = (gimple_assign_lhs (as) == t
	      || ((gimple_assign_rhs_code (as) == EQ_EXPR
		   || gimple_assign_rhs_code (as) == NE_EXPR)
		  && (integer_zerop (gimple_assign_rhs1 (as))
		      || integer_zerop (gimple_assign_rhs2 (as)))));
      else if (gcond *c = dyn_cast<gcond *> (stmt))
	ok = (integer_zerop (gimple_cond_lhs (c))
	      || integer_zerop (gimple_cond_rhs (c)));
      else if (gcall *call = dyn_cast<gcall *> (stmt))
	ok = gimple_call_builtin_p (call, BUILT_IN_FREE);
      if (!ok)
	refuse_target (*tg, loc, in_call
				 ? "it is passed to a procedure as an actual "
				   "argument (the callee would index the old "
				   "layout)"
				 : "its data pointer is used otherwise than "
				   "to reach an element (an array section or "
				   "expression, or pointer association)");
      return true;
    }
  if (TREE_CODE (t) == ARRAY_REF)
    if (layout_target *tg = storage_target (TREE_OPERAND (t, 0), targets))
      {
	element_ref ref;
	std::string why = delinearise (t, *tg, ref);
	refuse_target (*tg, loc, "a reference cannot be delinearised into "
				 "its dimensions exactly (" + why + ")");
	return true;
      }
  if (layout_target *tg = storage_target (t, targets))
    {
      /* Clearing or clobbering the whole storage clears every piece.  */
      if (stmt && gimple_assign_single_p (stmt)
	  && gimple_assign_lhs (stmt) == t
	  && TREE_CODE (gimple_assign_rhs1 (stmt)) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (gimple_assign_rhs1 (stmt)) == 0)
	return true;
      refuse_target (*tg, loc, "it is used as a whole or in part (not "
			       "element by element) in a statement");
      return true;
    }
  if (TREE_CODE (t) == COMPONENT_REF && VAR_P (TREE_OPERAND (t, 0)))
    {
      /* Another member of a COMMON block with a target: fine unless a
	 procedure declares the block with other members there.  */
      bool any = false;
      for (layout_target &tg : targets)
	if (tg.fortran && tg.fortran->field
	    && tg.fortran->object == TREE_OPERAND (t, 0))
	  {
	    any = true;
	    if (!tg.refused && members_overlap_p (TREE_OPERAND (t, 1),
						  tg.fortran->field))
	      refuse_target (tg, loc, "a procedure declares its COMMON block "
				      "with other members in its place ('"
				      + std::string (decl_name
						     (TREE_OPERAND (t, 1)))
				      + "')");
	  }
      if (any)
	return true;
    }
  if (TREE_CODE (t) == ADDR_EXPR || (VAR_P (t) && !in_call))
    {
      tree op = TREE_CODE (t) == ADDR_EXPR ? TREE_OPERAND (t, 0) : t;
      tree base = get_base_address (op);
      tree field = NULL_TREE;
      for (tree x = op; handled_component_p (x); x = TREE_OPERAND (x, 0))
	if (TREE_CODE (x) == COMPONENT_REF && TREE_OPERAND (x, 0) == base)
	  field = TREE_OPERAND (x, 1);
      bool any = false;
      for (layout_target &tg : targets)
	{
	  if (!tg.fortran || tg.refused || tg.fortran->object != base)
	    continue;
	  const fortran_storage &fs = *tg.fortran;
	  if (fs.field && field && !members_overlap_p (field, fs.field))
	    continue;
	  any = true;
	  if (TREE_CODE (t) != ADDR_EXPR)
	    refuse_target (tg, loc, fs.field ? "its COMMON block is used as "
						"a whole in a statement"
				    : fs.descriptor
				    ? "its descriptor is used as a whole in a "
				      "statement (move_alloc, pointer "
				      "association, or a copy)"
				    : "it is used as a whole in a "
				      "statement");
	  else if (in_call)
	    refuse_target (tg, loc, "it is passed to a procedure as an "
				    "actual argument (the callee would "
				    "index the old layout)");
	  else
	    refuse_target (tg, loc, "its address is taken in a statement "
				    "(the new layout cannot honour pointer "
				    "arithmetic)");
	}
      return any || TREE_CODE (t) == ADDR_EXPR;
    }
  return false;
}

} // namespace hyperlane
