/* Layouts of Fortran arrays; see layout-fortran.h.
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

gimple *fortran_current_stmt;
function *fortran_current_fun;

namespace {

/* gfortran's language-specific part of an array type (struct lang_type
   of gcc/fortran/trans.h in GCC 12; GFC_MAX_DIMENSIONS is 15).  Only the
   leading members are read, and every value is checked against the
   array type itself before it is believed.  */
struct gfc_array_type_info
{
  int rank, corank;
  int akind;
  tree lbound[15];
  tree ubound[15];
  tree stride[15];
  tree size;
  tree offset;
  tree dtype;
  tree dataptr_type;
};

/* GFC_DESCRIPTOR_TYPE_P: the record type of an array descriptor.  */
bool
gfc_descriptor_type_p (tree type)
{
  return (TREE_CODE (type) == RECORD_TYPE && TYPE_LANG_FLAG_1 (type)
	  && TYPE_LANG_SPECIFIC (type));
}

/* GFC_ARRAY_ALLOCATABLE of gcc/fortran/trans.h's gfc_array_kind.  */
constexpr int gfc_array_allocatable = 5;

/* Whether TYPE is the descriptor of an allocatable array.  */
bool
allocatable_descriptor_p (tree type)
{
  if (!gfc_descriptor_type_p (type))
    return false;
  const gfc_array_type_info *info
    = reinterpret_cast<const gfc_array_type_info *> (TYPE_LANG_SPECIFIC
						       (type));
  return info->akind == gfc_array_allocatable;
}

/* The field of record type REC named NAME, or null.  */
tree
named_field (tree rec, const char *name)
{
  for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f)
	&& !strcmp (IDENTIFIER_POINTER (DECL_NAME (f)), name))
      return f;
  return NULL_TREE;
}

} // anon namespace

/* The descriptor field T, a reference into a descriptor, reads:
   "data", "offset", "dtype", "span" for OBJECT.FIELD (or a part of it),
   or "lbound", "ubound", "stride" for OBJECT.dim[D].FIELD with D set;
   "" when T is no such reference of OBJECT.  */
std::string
descriptor_part (tree t, tree object, long &d)
{
  d = -1;
  if (TREE_CODE (t) != COMPONENT_REF || get_base_address (t) != object)
    return "";
  /* OBJECT.dim[D].FIELD.  */
  tree inner = TREE_OPERAND (t, 0);
  if (TREE_CODE (inner) == ARRAY_REF
      && TREE_CODE (TREE_OPERAND (inner, 0)) == COMPONENT_REF
      && TREE_OPERAND (TREE_OPERAND (inner, 0), 0) == object
      && TREE_CODE (TREE_OPERAND (inner, 1)) == INTEGER_CST
      && tree_fits_shwi_p (TREE_OPERAND (inner, 1)))
    {
      d = tree_to_shwi (TREE_OPERAND (inner, 1));
      return IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (t, 1)));
    }
  /* OBJECT.FIELD, or a part of it (OBJECT.dtype.rank).  */
  while (TREE_CODE (inner) == COMPONENT_REF)
    {
      t = inner;
      inner = TREE_OPERAND (t, 0);
    }
  if (inner != object || !DECL_NAME (TREE_OPERAND (t, 1)))
    return "?";
  return IDENTIFIER_POINTER (DECL_NAME (TREE_OPERAND (t, 1)));
}

namespace {

/* The shape every ALLOCATE of the allocatable array OBJECT (a
   descriptor of RANK dimensions) gives it, from the stores to its
   descriptor in every function of the translation unit; false with WHY
   and LOC (the statement that blocks it) unless every store is one of
   an ALLOCATE with constant bounds, all the same, or a DEALLOCATE.  */
bool
allocation_shape (tree object, int rank, tree element, fortran_storage &fs,
		  std::vector<long> &extents, std::string &why,
		  location_t &loc)
{
  std::vector<long> lb (rank), ub (rank), st (rank);
  std::vector<bool> seen (3 * rank + 1);
  long offset = 0;
  bool any_malloc = false;
  loc = DECL_SOURCE_LOCATION (object);
  auto set = [&] (size_t slot, long &place, long v) {
    if (seen[slot] && place != v)
      return false;
    seen[slot] = true;
    place = v;
    return true;
  };
  long elsize = tree_to_shwi (TYPE_SIZE_UNIT (element));
  std::vector<std::pair<gimple *, long>> mallocs;
  cgraph_node *node;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
    {
      function *fun = DECL_STRUCT_FUNCTION (node->decl);
      if (!fun)
	continue;
      if (!fun->cfg || gimple_in_ssa_p (fun))
	{
	  why = "a function was compiled before the layout pass saw it";
	  loc = DECL_SOURCE_LOCATION (node->decl);
	  return false;
	}
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gimple *stmt = gsi_stmt (gsi);
	    tree lhs = gimple_get_lhs (stmt);
	    if (!lhs || get_base_address (lhs) != object)
	      continue;
	    location_t at = gimple_location (stmt);
	    if (at == UNKNOWN_LOCATION)
	      at = DECL_SOURCE_LOCATION (node->decl);
	    tree rhs = gimple_assign_single_p (stmt)
		       ? gimple_assign_rhs1 (stmt) : NULL_TREE;
	    if (lhs == object)
	      {
		if (rhs && TREE_CODE (rhs) == CONSTRUCTOR
		    && CONSTRUCTOR_NELTS (rhs) == 0)
		  continue;
		why = "its descriptor is assigned as a whole (move_alloc, "
		      "or a copy of another array's descriptor)";
		loc = at;
		return false;
	      }
	    long d;
	    std::string part = descriptor_part (lhs, object, d);
	    if (part == "dtype" || part == "span")
	      continue;
	    bool cst = rhs && TREE_CODE (rhs) == INTEGER_CST
		       && tree_fits_shwi_p (rhs);
	    if (part == "data" && rhs && integer_zerop (rhs))
	      continue;	/* DEALLOCATE, or the initial state.  */
	    if (part == "data" && rhs && TREE_CODE (rhs) == SSA_NAME)
	      {
		gcall *call = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (rhs));
		if (call && gimple_call_builtin_p (call, BUILT_IN_MALLOC)
		    && TREE_CODE (gimple_call_arg (call, 0)) == INTEGER_CST
		    && tree_fits_shwi_p (gimple_call_arg (call, 0)))
		  {
		    any_malloc = true;
		    mallocs.push_back ({ call, tree_to_shwi
						 (gimple_call_arg (call, 0)) });
		    continue;
		  }
	      }
	    gcall *call = rhs && TREE_CODE (rhs) == SSA_NAME
			  ? dyn_cast<gcall *> (SSA_NAME_DEF_STMT (rhs)) : nullptr;
	    if (part == "data" && call
		&& gimple_call_builtin_p (call, BUILT_IN_MALLOC))
	      why = "an ALLOCATE whose bounds are not constants (the layout "
		    "of an allocatable array needs its shape at compile time)";
	    else if (part == "data")
	      why = "its data pointer is set otherwise than by an ALLOCATE "
		    "of constant size (an ALLOCATE whose shape is not "
		    "constant, reallocation on assignment, or pointer "
		    "association)";
	    else if (d >= 0 && d < rank && cst
		     && (part == "lbound" || part == "ubound"
			 || part == "stride"))
	      {
		size_t slot = 3 * d + (part == "lbound" ? 0
				       : part == "ubound" ? 1 : 2);
		long &place = part == "lbound" ? lb[d]
			      : part == "ubound" ? ub[d] : st[d];
		if (set (slot, place, tree_to_shwi (rhs)))
		  continue;
		why = "it is allocated with two different shapes";
	      }
	    else if (part == "offset" && cst)
	      {
		if (set (3 * rank, offset, tree_to_shwi (rhs)))
		  continue;
		why = "it is allocated with two different shapes";
	      }
	    else if (part == "lbound" || part == "ubound" || part == "stride"
		     || part == "offset")
	      why = "its bounds are set to values that are not constants (an "
		    "ALLOCATE whose bounds are not constants, or reallocation "
		    "on assignment of the whole array)";
	    else
	      why = "its descriptor is changed in a way the layout pass does "
		    "not follow";
	    loc = at;
	    return false;
	  }
    }
  if (!any_malloc)
    {
      why = "no ALLOCATE of it with constant bounds in this file (the "
	    "layout of an allocatable array needs its shape at compile "
	    "time)";
      return false;
    }
  why = "its ALLOCATE gives it a shape the layout pass does not "
	"understand";
  for (size_t i = 0; i < seen.size (); i++)
    if (!seen[i])
      return false;
  /* Packed, column-major, OFFSET = -SUM (lb * stride).  */
  long expect = 1, off = 0;
  std::vector<long> ext (rank);
  for (int d = 0; d < rank; d++)
    {
      if (ub[d] < lb[d] || ub[d] - lb[d] >= (1L << 31) || st[d] != expect
	  || lb[d] > (1L << 31) || lb[d] < -(1L << 31))
	return false;
      ext[d] = ub[d] - lb[d] + 1;
      off -= lb[d] * st[d];
      if (__builtin_mul_overflow (expect, ext[d], &expect)
	  || expect > (1L << 40))
	return false;
    }
  if (off != offset)
    return false;
  for (const auto &m : mallocs)
    if (m.second < expect * elsize)
      return false;
  fs.lbounds.assign (lb.rbegin (), lb.rend ());
  extents.assign (ext.rbegin (), ext.rend ());
  fs.strides.assign (st.rbegin (), st.rend ());
  fs.elements = expect;
  fs.desc_offset = offset;
  fs.descriptor = true;
  for (const auto &m : mallocs)
    fs.mallocs.push_back (m.first);
  fs.shape_suffix = ".shape";
  for (int d = 0; d < rank; d++)
    for (long v : { lb[d], ub[d] })
      fs.shape_suffix += "." + std::string (v < 0 ? "m" : "")
			 + std::to_string (std::abs (v));
  return true;
}

/* GFC_ARRAY_TYPE_P: an array type gfortran made for an array without a
   descriptor (explicit shape, or assumed size).  */
bool
gfc_array_type_p (tree type)
{
  return (TREE_CODE (type) == ARRAY_TYPE && TYPE_LANG_FLAG_2 (type)
	  && TYPE_LANG_SPECIFIC (type));
}

/* The declared shape of TYPE, a Fortran array without descriptor: lower
   bounds, extents and strides, outermost (last Fortran) dimension first,
   and the element type; false with WHY when it is not an explicit-shape
   array of constant bounds, packed, that gfortran indexes from 0 by
   sum ((s_d - lb_d) * stride_d).  */
bool
fortran_shape (tree type, std::vector<long> &lbounds,
	       std::vector<long> &extents, std::vector<long> &strides,
	       long &elements, tree &element, std::string &why)
{
  why = "its bounds are not all known constants";
  if (!gfc_array_type_p (type))
    return false;
  const gfc_array_type_info *info
    = reinterpret_cast<const gfc_array_type_info *> (TYPE_LANG_SPECIFIC
						       (type));
  if (info->rank < 1 || info->rank > 15 || info->corank != 0)
    return false;
  tree dom = TYPE_DOMAIN (type);
  if (!dom || !TYPE_MIN_VALUE (dom) || !integer_zerop (TYPE_MIN_VALUE (dom))
      || !TYPE_MAX_VALUE (dom) || !tree_fits_shwi_p (TYPE_MAX_VALUE (dom)))
    return false;
  elements = tree_to_shwi (TYPE_MAX_VALUE (dom)) + 1;
  long expect_stride = 1;
  std::vector<long> lb, ext, st;
  for (int d = 0; d < info->rank; d++)
    {
      tree l = info->lbound[d], u = info->ubound[d], s = info->stride[d];
      if (!l || !u || !s || TREE_CODE (l) != INTEGER_CST
	  || TREE_CODE (u) != INTEGER_CST || TREE_CODE (s) != INTEGER_CST
	  || !tree_fits_shwi_p (l) || !tree_fits_shwi_p (u)
	  || !tree_fits_shwi_p (s))
	return false;
      long lo = tree_to_shwi (l), hi = tree_to_shwi (u);
      if (hi < lo || hi - lo >= (1L << 31)
	  || tree_to_shwi (s) != expect_stride)
	return false;
      lb.push_back (lo);
      ext.push_back (hi - lo + 1);
      st.push_back (expect_stride);
      if (__builtin_mul_overflow (expect_stride, hi - lo + 1, &expect_stride)
	  || expect_stride > (1L << 40))
	return false;
    }
  if (expect_stride != elements)
    return false;
  element = TREE_TYPE (type);
  if (!is_gimple_reg_type (element) || POINTER_TYPE_P (element))
    {
      why = "its element type is not a numeric or logical scalar";
      return false;
    }
  lbounds.assign (lb.rbegin (), lb.rend ());
  extents.assign (ext.rbegin (), ext.rend ());
  strides.assign (st.rbegin (), st.rend ());
  return true;
}

} // anon namespace

/* Whether FIELD, a member of a COMMON block as some procedure declares
   it, is the member F (as another procedure declares it): at the same
   place, of the same type and bounds.  */
bool
same_member_p (tree field, tree f)
{
  if (field == f)
    return true;
  if (!tree_int_cst_equal (byte_position (field), byte_position (f))
      || !DECL_SIZE (field) || !DECL_SIZE (f)
      || !tree_int_cst_equal (DECL_SIZE (field), DECL_SIZE (f)))
    return false;
  std::vector<long> l1, e1, s1, l2, e2, s2;
  long n1, n2;
  tree el1, el2;
  std::string why;
  return (fortran_shape (TREE_TYPE (field), l1, e1, s1, n1, el1, why)
	  && fortran_shape (TREE_TYPE (f), l2, e2, s2, n2, el2, why)
	  && l1 == l2 && e1 == e2
	  && TYPE_MAIN_VARIANT (el1) == TYPE_MAIN_VARIANT (el2));
}

/* Whether FIELD and F share storage.  */
bool
members_overlap_p (tree field, tree f)
{
  if (!tree_fits_uhwi_p (byte_position (field))
      || !tree_fits_uhwi_p (byte_position (f)) || !DECL_SIZE_UNIT (field)
      || !DECL_SIZE_UNIT (f) || !tree_fits_uhwi_p (DECL_SIZE_UNIT (field))
      || !tree_fits_uhwi_p (DECL_SIZE_UNIT (f)))
    return true;
  unsigned HOST_WIDE_INT lo = tree_to_uhwi (byte_position (field));
  unsigned HOST_WIDE_INT hi = lo + tree_to_uhwi (DECL_SIZE_UNIT (field));
  unsigned HOST_WIDE_INT flo = tree_to_uhwi (byte_position (f));
  unsigned HOST_WIDE_INT fhi = flo + tree_to_uhwi (DECL_SIZE_UNIT (f));
  return flo < hi && lo < fhi;
}

namespace {

/* A variable REQUEST may mean: where its elements are.  */
struct fortran_candidate
{
  tree decl;			/* As declared (for messages).  */
  tree object;			/* The storage variable.  */
  tree field;			/* Its COMMON (or EQUIVALENCE) member.  */
};

/* The storage of DECL: its own, or the member of the COMMON block or
   EQUIVALENCE union its value expression names.  */
bool
storage_of (tree decl, tree &object, tree &field)
{
  object = decl;
  field = NULL_TREE;
  if (VAR_P (decl) && DECL_HAS_VALUE_EXPR_P (decl))
    {
      tree v = DECL_VALUE_EXPR (decl);
      if (TREE_CODE (v) != COMPONENT_REF || !VAR_P (TREE_OPERAND (v, 0)))
	return false;
      object = TREE_OPERAND (v, 0);
      field = TREE_OPERAND (v, 1);
    }
  return true;
}

/* The type of the elements' storage of C.  */
tree
storage_type (const fortran_candidate &c)
{
  return TREE_TYPE (c.field ? c.field : c.object);
}

std::string
quoted (const std::string &name)
{
  return "'" + printable_text (name, 40) + "'";
}

/* A member of a COMMON block or EQUIVALENCE union that shares storage
   with FIELD, or null.  */
tree
overlapping_member (tree object, tree field)
{
  /* The procedure's own view of the block: each procedure that declares
     a COMMON block gives it a record type of its own.  */
  tree rec = DECL_CONTEXT (field);
  if (!RECORD_OR_UNION_TYPE_P (rec))
    return NULL_TREE;
  if (TREE_CODE (rec) == UNION_TYPE)
    for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
      if (TREE_CODE (f) == FIELD_DECL && f != field)
	return f;
  if (!tree_fits_uhwi_p (byte_position (field))
      || !tree_fits_uhwi_p (DECL_SIZE_UNIT (field)))
    return field;
  for (tree f = TYPE_FIELDS (rec); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && f != field
	&& members_overlap_p (field, f))
      return f;
  return NULL_TREE;
}

/* What C's kind of variable is, for a spec that cannot take it, or "".  */
std::string
unsupported_fortran_kind (const layout_request &r, tree decl,
			  const fortran_candidate *c)
{
  std::string name = quoted (r.spec.array);
  if (TREE_CODE (decl) == PARM_DECL)
    return name + " is a dummy argument; a layout applies to the actual "
		  "array, in the procedure that declares it (docs/layout.md, "
		  "section 9)";
  tree type = c ? storage_type (*c) : TREE_TYPE (decl);
  if (c && !c->field && VAR_P (c->object) && allocatable_descriptor_p (type))
    return "";
  if (c && c->field && allocatable_descriptor_p (type))
    return name + " is an allocatable array that an internal procedure "
		  "uses (host association); layouts of such arrays are not "
		  "supported (docs/layout.md, section 9)";
  if (RECORD_OR_UNION_TYPE_P (type) && TYPE_LANG_FLAG_1 (type))
    return name + " is a pointer array (its shape is known only at run "
		  "time); layouts of such arrays are not supported "
		  "(docs/layout.md, section 9)";
  if (POINTER_TYPE_P (type))
    return name + " is a pointer or an array passed by reference; layouts "
		  "of what pointers point to are not supported "
		  "(docs/layout.md, section 9)";
  if (TREE_CODE (type) != ARRAY_TYPE)
    return name + " is not an array";
  if (!gfc_array_type_p (type))
    return name + " is an array of another kind than explicit shape "
		  "(docs/layout.md, section 9)";
  return "";
}

/* DECL does not fit R because WHY: an error for an explicit request,
   else R skips DECL.  */
void
fortran_mismatch (const layout_request &r, tree decl, const std::string &why)
{
  if (!explicit_request_p (r))
    skip_request (r, DECL_SOURCE_LOCATION (decl), why);
  else if (request_error (r, r.spec.where, why))
    inform (DECL_SOURCE_LOCATION (decl), "%qD declared here", decl);
}

/* Every variable of the translation unit named as R's array, and the
   members of COMMON blocks of that name (COMMON_OF: their blocks).  */
void
fortran_candidates (const layout_request &r, std::vector<tree> &decls,
		    std::map<tree, tree> &common_of)
{
  const std::string &name = r.spec.array;
  auto named_field = [&] (tree d) {
    std::string n = IDENTIFIER_POINTER (DECL_NAME (d));
    if (n.size () != name.size ())
      return false;
    for (size_t i = 0; i < n.size (); i++)
      if (TOLOWER (n[i]) != TOLOWER (name[i]))
	return false;
    return true;
  };
  auto named = [&] (tree d) {
    /* gfortran keeps names as written, lowered.  */
    return ((VAR_P (d) || TREE_CODE (d) == PARM_DECL) && DECL_NAME (d)
	    && named_field (d));
  };
  add_function_decls (named, decls);
  auto add = [&] (tree d) {
    if (std::find (decls.begin (), decls.end (), d) == decls.end ())
      decls.push_back (d);
  };
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree v = vnode->decl;
      if (named (v))
	add (v);
      /* A COMMON block (GFC_DECL_COMMON_OR_EQUIV, public): its members
	 by name, also those no procedure of this file uses, since the
	 block's symbol changes with their layout.  */
      if (VAR_P (v) && DECL_LANG_FLAG_3 (v) && TREE_PUBLIC (v)
	  && RECORD_OR_UNION_TYPE_P (TREE_TYPE (v)))
	for (tree f = TYPE_FIELDS (TREE_TYPE (v)); f; f = DECL_CHAIN (f))
	  if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f)
	      && named_field (f))
	    {
	      common_of[f] = v;
	      add (f);
	    }
    }
}

/* How many elements T's new layout needs.  */
long
fortran_layout_elements (const layout_target &t)
{
  long n = 0;
  for (size_t p = 0; p < t.map.pieces.size (); p++)
    n += t.map.piece_elements ((int) p);
  return n;
}

} // anon namespace

void
add_fortran_request_targets (const layout_request &r, bool trust,
			     std::vector<layout_target> &targets)
{
  std::vector<tree> decls;
  std::map<tree, tree> common_of;
  fortran_candidates (r, decls, common_of);
  if (decls.empty ())
    {
      if (!explicit_request_p (r))
	skip_request (r, UNKNOWN_LOCATION, "no array " + quoted (r.spec.array)
					   + " here");
      else
	request_error (r, r.spec.where, quoted (r.spec.array)
					+ " is not an array defined or used in "
					  "this file");
      return;
    }
  if (!r.spec.column_major)
    {
      std::string why = quoted (r.spec.array) + " is a Fortran array: write "
			"its spec in Fortran form, " + r.spec.array
			+ "(d1, d2, ...), first dimension first "
			  "(docs/layout.md, section 9)";
      for (tree d : decls)
	{
	  /* A scalar is no array in either form.  */
	  tree type = TREE_TYPE (d);
	  if (POINTER_TYPE_P (type) && TREE_CODE (d) == PARM_DECL)
	    type = TREE_TYPE (type);
	  fortran_mismatch (r, d, (is_gimple_reg_type (type)
				   && !POINTER_TYPE_P (type))
				  ? quoted (r.spec.array) + " is not an array"
				  : why);
	}
      return;
    }
  std::vector<fortran_candidate> kept;
  for (tree d : decls)
    {
      fortran_candidate c = { d, d, NULL_TREE };
      if (TREE_CODE (d) == FIELD_DECL)
	{
	  c.object = common_of[d];
	  c.field = d;
	}
      else if (VAR_P (d) && !storage_of (d, c.object, c.field))
	{
	  fortran_mismatch (r, d, quoted (r.spec.array) + " is not an array "
				  "that the layout pass understands");
	  continue;
	}
      std::string why = unsupported_fortran_kind (r, d, TREE_CODE (d)
						      == PARM_DECL
						      ? nullptr : &c);
      /* A name of a member of a block, not of an array: nothing asked.  */
      if (TREE_CODE (d) == FIELD_DECL && !why.empty ())
	continue;
      if (!why.empty ())
	{
	  fortran_mismatch (r, d, why);
	  continue;
	}
      /* Every procedure declares its own variable for a COMMON member.  */
      bool again = false;
      for (const fortran_candidate &o : kept)
	again |= (o.object == c.object
		  && (o.field == c.field
		      || (o.field && c.field && same_member_p (o.field,
							       c.field))));
      if (again)
	continue;
      kept.push_back (c);
      for (const layout_target &t : targets)
	if (t.fortran && t.fortran->object == c.object
	    && (t.fortran->field == c.field
		|| (c.field && t.fortran->field
		    && same_member_p (t.fortran->field, c.field))))
	  {
	    request_error (r, r.spec.where, quoted (r.spec.array)
					    + " already has a layout spec");
	    why = "twice";
	  }
      if (!why.empty ())
	continue;

      layout_target t;
      t.decl = c.field ? c.field : c.object;
      t.request = &r;
      auto fs = std::make_shared<fortran_storage> ();
      fs->object = c.object;
      fs->field = c.field;
      std::vector<long> extents;
      tree element;
      std::string cannot = "cannot change the layout of "
			   + quoted (r.spec.array) + ": ";
      /* An allocatable array: its shape from its ALLOCATEs.  */
      bool desc = allocatable_descriptor_p (storage_type (c));
      std::string shape_why;
      location_t shape_loc = UNKNOWN_LOCATION;
      if (desc)
	{
	  const gfc_array_type_info *info
	    = reinterpret_cast<const gfc_array_type_info *>
		(TYPE_LANG_SPECIFIC (storage_type (c)));
	  tree ptr = info->dataptr_type;
	  element = (ptr && POINTER_TYPE_P (ptr)
		     && TREE_CODE (TREE_TYPE (ptr)) == ARRAY_TYPE)
		    ? TREE_TYPE (TREE_TYPE (ptr)) : NULL_TREE;
	  if (info->rank < 1 || info->rank > 15 || info->corank != 0
	      || !element || !is_gimple_reg_type (element)
	      || POINTER_TYPE_P (element) || !TYPE_SIZE_UNIT (element)
	      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (element))
	      || !named_field (storage_type (c), "data")
	      || !named_field (storage_type (c), "offset")
	      || !named_field (storage_type (c), "dim"))
	    {
	      fortran_mismatch (r, d, cannot + "its element type is not a "
					       "numeric or logical scalar");
	      continue;
	    }
	  if ((size_t) info->rank != r.spec.dims.size ())
	    {
	      fortran_mismatch (r, d, quoted (r.spec.array) + " has "
				      + std::to_string (info->rank)
				      + " dimensions but the spec names "
				      + std::to_string (r.spec.dims.size ()));
	      continue;
	    }
	  if (!allocation_shape (c.object, info->rank, element, *fs, extents,
				 shape_why, shape_loc))
	    extents.clear ();
	}
      else if (!fortran_shape (storage_type (c), fs->lbounds, extents,
			       fs->strides, fs->elements, element, why))
	{
	  fortran_mismatch (r, d, cannot + why);
	  continue;
	}
      if (!desc && extents.size () != r.spec.dims.size ())
	{
	  fortran_mismatch (r, d, quoted (r.spec.array) + " has "
				  + std::to_string (extents.size ())
				  + " dimensions but the spec names "
				  + std::to_string (r.spec.dims.size ()));
	  continue;
	}
      t.sizes = extents;
      t.element_type = element;
      std::string error;
      const layout_action *at = nullptr;
      if (!extents.empty ()
	  && !build_layout_map (r.spec, t.sizes, t.map, error, &at))
	{
	  request_error (r, at ? at->where : r.spec.where, error);
	  continue;
	}
      /* The reference's subscripts are Fortran's: from the lower bound.  */
      auto from_lbound = [&] (mapped_dim &m) {
	long lb = fs->lbounds[m.source];
	if (lb)
	  m.ops.insert (m.ops.begin (), index_op { index_op::add, -lb });
      };
      for (mapped_dim &m : t.map.pre_dims)
	from_lbound (m);
      for (layout_piece &p : t.map.pieces)
	for (mapped_dim &m : p.dims)
	  from_lbound (m);
      fs->old_symbol = DECL_ASSEMBLER_NAME_SET_P (c.object)
		       || TREE_PUBLIC (c.object)
		       ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (c.object))
		       : "";
      t.fortran = fs;

      location_t loc = DECL_SOURCE_LOCATION (d);
      tree type = storage_type (c);
      if (TREE_THIS_VOLATILE (c.object) || TYPE_VOLATILE (type)
	  || TYPE_VOLATILE (element))
	refuse_target (t, loc, "it is volatile");
      else if (c.field && DECL_LANG_FLAG_3 (c.object)
	       && !TREE_PUBLIC (c.object))
	refuse_target (t, loc, "it is in an EQUIVALENCE");
      else if (c.field && !DECL_LANG_FLAG_3 (c.object))
	/* A member of another record: a host's variable that an internal
	   procedure uses lives in the host's frame.  */
	refuse_target (t, loc, "an internal procedure uses it (host "
			       "association)");
      else if (tree other = c.field ? overlapping_member (c.object, c.field)
				    : NULL_TREE)
	refuse_target (t, loc, "it shares storage with '"
			       + std::string (decl_name (other))
			       + "' (EQUIVALENCE)");
      else if (!desc && DECL_INITIAL (c.object)
	       && DECL_INITIAL (c.object) != error_mark_node)
	refuse_target (t, loc, "it has initial values (DATA or an "
			       "initialization), which the layout pass does "
			       "not move for Fortran arrays");
      else if (c.field && fortran_layout_elements (t) > fs->elements)
	refuse_target (t, loc, "its new layout needs "
			       + std::to_string (fortran_layout_elements (t))
			       + " elements, more than the "
			       + std::to_string (fs->elements)
			       + " it has in its COMMON block (PAD, or a "
				 "STRIP_MINE tile that does not divide its "
				 "dimension)");
      else if ((TREE_PUBLIC (c.object) || DECL_EXTERNAL (c.object)) && !trust)
	{
	  std::string what = c.field ? "it is in a COMMON block, which is "
				       "global"
				     : "it is a module variable, visible to "
				       "other translation units";
	  what += "; give every translation unit the same spec and "
		  "-fplugin-arg-hyperlane-layout-trust";
	  if (explicit_request_p (r))
	    refuse_target (t, loc, what);
	  else
	    {
	      t.refused = true;
	      skip_request (r, loc, what);
	    }
	}
      else if (desc && extents.empty ())
	refuse_target (t, shape_loc, shape_why);
      targets.push_back (t);
    }
}

} // namespace hyperlane
