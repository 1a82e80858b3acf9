/* The subscripts of Fortran element references: gfortran's linear
   subscripts as affine forms, delinearised against the declared shape
   into one subscript per dimension (layout-fortran-internal.h; the
   references and the scan of every use in layout-fortran-refs.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-fortran.h"
#include "layout-fortran-internal.h"
#include "layout-reaching.h"

#include <algorithm>
#include <string>
#include <vector>

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

/* Whether VAR is a temporary of gfortran's.  */
bool
temporary_p (tree var)
{
  return DECL_ARTIFICIAL (var) || !DECL_NAME (var);
}

/* Whether the value of E depends on a temporary variable of gfortran's,
   as far as BUDGET lets the walk go (true beyond it).  */
bool
uses_temporary (tree e, int &budget)
{
  if (--budget < 0)
    return true;
  if (VAR_P (e) || TREE_CODE (e) == PARM_DECL)
    return temporary_p (e);
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

/* Whether VAR is a local of the function being read that keeps its value
   between calls (SAVE, -fno-automatic), whose address is not taken: only
   the function's own statements, or a call back into it, change it.  */
bool
saved_local_p (tree var)
{
  return (VAR_P (var) && TREE_STATIC (var) && !TREE_PUBLIC (var)
	  && !DECL_EXTERNAL (var) && fortran_current_fun
	  && DECL_CONTEXT (var) == fortran_current_fun->decl
	  && !TREE_ADDRESSABLE (var) && !TREE_THIS_VOLATILE (var));
}

/* Whether VAR, read by READER, still has that value at USE (nor does a
   call change it in between, for a saved local).  */
bool
same_value_at (tree var, gimple *reader, gimple *use)
{
  return same_value_between (var, reader, use, saved_local_p (var));
}

bool to_affine (tree e, affine &out, int &budget,
		std::vector<atom_read> &reads, gimple *reader);

/* What an assignment's value is as an affine form.  */
enum class assigned_value
{
  affine,	/* OUT holds it.  */
  opaque,	/* Not affine in its operands.  */
  failed	/* An operand that is no value of the subscript.  */
};

/* The value DEF assigns, as an affine form into OUT.  */
assigned_value
assignment_to_affine (gassign *def, affine &out, int &budget,
		      std::vector<atom_read> &reads)
{
  tree e = gimple_assign_lhs (def);
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
      return (to_affine (a, out, budget, reads, def)
	      ? assigned_value::affine : assigned_value::failed);
    CASE_CONVERT:
      if (!value_preserving (TREE_TYPE (e), TREE_TYPE (a))
	  || !to_affine (a, x, budget, reads, def))
	break;
      out = x;
      return assigned_value::affine;
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e))
	  || !to_affine (a, x, budget, reads, def)
	  || !to_affine (b, y, budget, reads, def)
	  || !sum (x, y, code == PLUS_EXPR ? 1 : -1))
	break;
      out = x;
      return assigned_value::affine;
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
	    return assigned_value::affine;
	  }
      }
      if (TREE_CODE (a) == INTEGER_CST)
	std::swap (a, b);
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b)
	  || !to_affine (a, x, budget, reads, def)
	  || !scale (x, tree_to_shwi (b)))
	break;
      out = x;
      return assigned_value::affine;
    case NEGATE_EXPR:
      if (!TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (e))
	  || !to_affine (a, x, budget, reads, def) || !scale (x, -1))
	break;
      out = x;
      return assigned_value::affine;
    default:
      break;
    }
  return assigned_value::opaque;
}

/* Record that the subscript is computed where the layout pass cannot
   follow it.  */
bool
computed_by_compiler ()
{
  affine_fatal = true;
  affine_failure = "a subscript computed by the compiler: an array "
		   "expression or section";
  return false;
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
      if (!reader)
	return computed_by_compiler ();
      if (temporary_p (e))
	{
	  /* A temporary of gfortran's (the loops of an array expression,
	     an offset hoisted out of them) may hold any part of the index:
	     it is read as the affine value of the assignment that reaches
	     READER along one way (-fcheck=bounds' copy of a subscript,
	     tested first; OpenMP's outlined bodies, whose temporaries are
	     not SSA names).  */
	  gassign *def = reaching_assignment (e, reader);
	  if (!def || (assignment_to_affine (def, out, budget, reads)
		       != assigned_value::affine))
	    return computed_by_compiler ();
	  return true;
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
  switch (assignment_to_affine (def, out, budget, reads))
    {
    case assigned_value::affine:
      return true;
    case assigned_value::failed:
      return false;
    case assigned_value::opaque:
      break;
    }
  /* Not affine in its operands: a value of its own (a subscript read
     from memory, mod (i, n)), unless a temporary of gfortran's is in it
     or an affine part of it failed for that reason.  */
  if (affine_fatal || uses_temporary (e, budget))
    return computed_by_compiler ();
  out = affine ();
  out.add (e, 1);
  return true;
}

/* Whether T is the value that a statement of BB loads from VAR, a saved
   local ("i.4_2 = i" under -fno-automatic).  */
bool
loaded_in (tree t, tree var, basic_block bb)
{
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  return (def && gimple_assign_single_p (def)
	  && gimple_assign_rhs1 (def) == var && gimple_bb (def) == bb);
}

/* The step of AS when it is "VAR = VAR +- 1" (of a saved local: "VAR =
   T" with T its loaded value +- 1), else 0.  */
int
counter_step (gassign *as, tree var)
{
  tree_code code = gimple_assign_rhs_code (as);
  if (code == SSA_NAME && saved_local_p (var))
    {
      gassign *def
	= dyn_cast<gassign *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (as)));
      if (!def || !loaded_in (gimple_assign_rhs1 (def), var, gimple_bb (as)))
	return 0;
      as = def;
      code = gimple_assign_rhs_code (def);
    }
  else if (gimple_assign_rhs1 (as) != var)
    return 0;
  return unit_step (code, gimple_assign_rhs2 (as));
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
      if (a != var && !(saved_local_p (var)
			&& loaded_in (a, var, loop->header)))
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
	    /* A call could change a saved local: it may call back here.  */
	    if (is_gimple_call (s) && saved_local_p (var))
	      ok = false;
	    if (is_gimple_debug (s) || gimple_get_lhs (s) != var)
	      continue;
	    gassign *as = dyn_cast<gassign *> (s);
	    int by = as ? counter_step (as, var) : 0;
	    if (step || !by)
	      ok = false;
	    else
	      step = by;
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

/* The variable terms of A, each in the dimension of FS (TG's sizes) of
   the largest stride dividing its coefficient, within that dimension's
   extent, into DIMS; null, or why they do not fit.  */
const char *
dimension_terms (const affine &a, const fortran_storage &fs,
		 const layout_target &tg, std::vector<affine> &dims)
{
  size_t n = fs.strides.size ();
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
  return nullptr;
}

/* The offset DIGIT of a dimension of bounds [LB, UB] (EXT values) whose
   subscript has the variable part V: DIGIT, or DIGIT - EXT with one more
   in the next dimension out (u(m, i+1) or u(m, i-36, j+1) with 37 values
   of i): the one that keeps the subscript inside the dimension over the
   range of its DO loop, when the loop is known; else the one nearest to
   0 when it is small beside the extent.  Null, or why neither is sure.  */
const char *
variable_digit (const affine &v, long lb, long ub, long ext, long &digit)
{
  long lo, hi;
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
  return nullptr;
}

/* The constant part K of each dimension's subscript (of FS, TG's sizes,
   DIMS the variable parts), from REST, the constant of the linear
   subscript: R = SUM ((k_d - lb_d) * stride_d) for the constant part k_d
   of each subscript.  Split it from the fastest dimension out: a
   dimension without a variable takes a constant within its bounds; one
   with a variable takes the offset nearest to 0 (u(m, i+1) is i + 1,
   not m + 5), the outermost takes the rest.  Null, or why it does not
   split.  */
const char *
constant_subscripts (long rest, const std::vector<affine> &dims,
		     const fortran_storage &fs, const layout_target &tg,
		     std::vector<long> &k)
{
  size_t n = fs.strides.size ();
  for (size_t d = 0; d < n; d++)
    if (!dims[d].terms.empty ())
      rest += fs.lbounds[d] * fs.strides[d];
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
	if (const char *why = variable_digit (dims[d], fs.lbounds[d],
					      fs.lbounds[d] + ext - 1, ext,
					      digit))
	  return why;
      rest -= digit * st;
      k[d] = dims[d].terms.empty () ? digit + fs.lbounds[d] : digit;
    }
  return nullptr;
}

/* The subscripts of OUT: of each dimension, its constant part K plus its
   variable part DIMS.  */
void
emit_subscripts (const std::vector<affine> &dims,
		 const std::vector<long> &k, element_ref &out)
{
  out.subscripts.clear ();
  for (size_t d = 0; d < dims.size (); d++)
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
}

} // anon namespace

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
  if (const char *why = dimension_terms (a, fs, tg, dims))
    return why;
  std::vector<long> k (n);
  if (const char *why = constant_subscripts (a.constant, dims, fs, tg, k))
    return why;
  /* Variables read into registers before the reference must hold the
     same value at it, or the new subscripts would read them later.  */
  for (const atom_read &r : reads)
    if (!same_value_at (r.var, r.stmt, fortran_current_stmt))
      return "a subscript computed from a variable in another statement";
  out.target = &tg;
  emit_subscripts (dims, k, out);
  return "";
}

} // namespace hyperlane
