/* Layouts of Fortran arrays; see layout-fortran.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
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
    if (!(VAR_P (d) || TREE_CODE (d) == PARM_DECL) || !DECL_NAME (d))
      return false;
    /* gfortran keeps names as written, lowered.  */
    std::string n = IDENTIFIER_POINTER (DECL_NAME (d));
    if (n.size () != name.size ())
      return false;
    for (size_t i = 0; i < n.size (); i++)
      if (TOLOWER (n[i]) != TOLOWER (name[i]))
	return false;
    return true;
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

namespace {

/* The array type of piece P of T.  */
tree
piece_array_type (const layout_target &t, int p)
{
  tree type = t.element_type;
  const std::vector<mapped_dim> &dims = t.map.pieces[p].dims;
  for (auto it = dims.rbegin (); it != dims.rend (); ++it)
    type = build_array_type_nelts (type, it->size);
  return type;
}

} // anon namespace

void
create_fortran_pieces (layout_target &t)
{
  fortran_storage &fs = *t.fortran;
  t.old_type = TREE_TYPE (t.decl);
  long offset = 0;
  for (size_t p = 0; p < t.map.pieces.size (); p++)
    {
      fs.piece_offsets.push_back (offset);
      offset += t.map.piece_elements ((int) p);
      t.pieces.push_back (piece_array_type (t, (int) p));
    }
  if (offset > fs.elements && fs.descriptor)
    {
      /* An allocatable array's ALLOCATEs allocate the new layout.  */
      long bytes = offset * tree_to_shwi (TYPE_SIZE_UNIT (t.element_type));
      for (gimple *call : fs.mallocs)
	{
	  gimple_call_set_arg (call, 0, build_int_cst (size_type_node,
							bytes));
	  update_stmt (call);
	}
      fs.elements = offset;
    }
  else if (offset > fs.elements)
    {
      /* A COMMON member cannot grow: the block's other members follow
	 it.  A variable of its own grows, keeping its Fortran type's
	 element.  */
      gcc_assert (!fs.field);
      tree v = fs.object;
      TREE_TYPE (v) = build_array_type_nelts (t.element_type, offset);
      DECL_SIZE (v) = NULL_TREE;
      DECL_SIZE_UNIT (v) = NULL_TREE;
      DECL_MODE (v) = VOIDmode;
      if (!DECL_USER_ALIGN (v))
	SET_DECL_ALIGN (v, 0);
      layout_decl (v, 0);
      fs.elements = offset;
    }
}

tree
fortran_piece_base (const layout_target &t, int p, tree old)
{
  const fortran_storage &fs = *t.fortran;
  tree type = t.pieces[p];
  unsigned HOST_WIDE_INT bytes
    = fs.piece_offsets[p] * tree_to_uhwi (TYPE_SIZE_UNIT (t.element_type));
  if (fs.field)
    bytes += tree_to_uhwi (byte_position (fs.field));
  tree ptr = build_pointer_type (t.element_type);
  if (fs.descriptor)
    {
      /* OLD is MEM[(T[0:] *) data][index]: the same data pointer.  */
      gcc_assert (TREE_CODE (old) == ARRAY_REF
		  && TREE_CODE (TREE_OPERAND (old, 0)) == MEM_REF);
      return build2 (MEM_REF, type, TREE_OPERAND (TREE_OPERAND (old, 0), 0),
		     build_int_cst (ptr, bytes));
    }
  tree addr = build_fold_addr_expr (fs.object);
  return build2 (MEM_REF, type, addr, build_int_cst (ptr, bytes));
}

void
normalize_fortran_exit_tests (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gcond *cond = safe_dyn_cast<gcond *> (last_stmt (bb));
      if (!cond)
	continue;
      tree flag = gimple_cond_lhs (cond);
      tree_code code = gimple_cond_code (cond);
      if ((code != NE_EXPR && code != EQ_EXPR)
	  || !integer_zerop (gimple_cond_rhs (cond))
	  || !(VAR_P (flag) || TREE_CODE (flag) == SSA_NAME))
	continue;
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_prev_nondebug (&gsi);
      if (gsi_end_p (gsi))
	continue;
      gassign *test = dyn_cast<gassign *> (gsi_stmt (gsi));
      if (!test || gimple_assign_lhs (test) != flag
	  || TREE_CODE_CLASS (gimple_assign_rhs_code (test)) != tcc_comparison)
	continue;
      tree a = gimple_assign_rhs1 (test), b = gimple_assign_rhs2 (test);
      tree_code cmp = gimple_assign_rhs_code (test);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (a)) || !is_gimple_val (a)
	  || !is_gimple_val (b) || (VAR_P (a) && a == flag)
	  || (VAR_P (b) && b == flag))
	continue;
      if (code == EQ_EXPR)
	cmp = invert_tree_comparison (cmp, false);
      if (cmp == ERROR_MARK)
	continue;
      gimple_cond_set_condition (cond, cmp, a, b);
      update_stmt (cond);
    }
}

std::string
fortran_shape_text (const layout_target &t)
{
  pretty_printer pp;
  dump_generic_node (&pp, t.element_type, 0, TDF_SLIM, false);
  std::string s = pp_formatted_text (&pp);
  const fortran_storage &fs = *t.fortran;
  for (size_t d = fs.lbounds.size (); d-- > 0;)
    s += (d + 1 == fs.lbounds.size () ? "(" : ",")
	 + std::to_string (fs.lbounds[d]) + ":"
	 + std::to_string (fs.lbounds[d] + t.sizes[d] - 1);
  return s + ")";
}

std::string
fortran_piece_name (const layout_target &t, int p)
{
  std::string name = decl_name (t.decl);
  return p ? name + ".hl" + std::to_string (p) : name;
}

void
give_fortran_layout_symbols (std::vector<layout_target> &targets)
{
  /* One symbol per storage variable: a COMMON block's spells the layouts
     of all its members transformed here, at their byte offsets.  */
  std::map<tree, std::vector<layout_target *>> by_object;
  std::vector<tree> order;
  for (layout_target &t : targets)
    if (t.fortran && !t.fortran->old_symbol.empty ()
	&& (TREE_PUBLIC (t.fortran->object)
	    || DECL_EXTERNAL (t.fortran->object)))
      {
	if (!by_object.count (t.fortran->object))
	  order.push_back (t.fortran->object);
	by_object[t.fortran->object].push_back (&t);
      }
  for (tree object : order)
    {
      std::vector<layout_target *> &members = by_object[object];
      std::sort (members.begin (), members.end (),
		 [] (layout_target *a, layout_target *b) {
		   tree fa = a->fortran->field, fb = b->fortran->field;
		   if (!fa || !fb)
		     return false;
		   return tree_to_uhwi (byte_position (fa))
			  < tree_to_uhwi (byte_position (fb));
		 });
      std::string suffix, layout;
      for (layout_target *t : members)
	{
	  if (t->refused || t->pieces.empty ())
	    continue;
	  std::string s = layout_symbol_suffix (t->request->spec)
			  + t->fortran->shape_suffix;
	  if (t->fortran->field)
	    {
	      /* ".hyperlane.m.i..." after the member's name and place.  */
	      s = "." + std::string (decl_name (t->decl)) + ".at"
		  + std::to_string (tree_to_uhwi
				    (byte_position (t->fortran->field)))
		  + s.substr (strlen (".hyperlane"));
	    }
	  suffix += s;
	  layout += (layout.empty () ? "" : "; ")
		    + to_string (t->request->spec);
	}
      const std::string &old_name = members[0]->fortran->old_symbol;
      if (suffix.empty ())
	{
	  record_fortran_layout (*members[0], old_name, "", ".none",
				 std::string ("none (the spec was refused in ")
				 + (main_input_filename ? main_input_filename
				    : "this object") + ")");
	  continue;
	}
      if (members[0]->fortran->field)
	suffix = ".hyperlane" + suffix;
      std::string new_name = old_name + suffix;
      record_fortran_layout (*members[0], old_name, new_name, suffix,
			     layout);
    }
}

} // namespace hyperlane
