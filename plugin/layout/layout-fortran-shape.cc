/* The shapes of Fortran arrays (layout-fortran-internal.h): gfortran's
   array types and descriptors, the declared shape of an explicit-shape
   array, the shape every ALLOCATE gives an allocatable array, and the
   members of COMMON blocks that are the same array.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "layout-fortran.h"
#include "layout-fortran-internal.h"

#include <string>
#include <vector>

namespace hyperlane {

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

/* What the stores to an allocatable array's descriptor of RANK
   dimensions set: each lower and upper bound, stride and the offset,
   once (SEEN, the same value at every store), and the ALLOCATEs'
   __builtin_malloc with their sizes.  */
struct descriptor_stores
{
  std::vector<long> lb, ub, st;
  std::vector<bool> seen;
  long offset = 0;
  bool any_malloc = false;
  std::vector<std::pair<gimple *, long>> mallocs;

  descriptor_stores (int rank)
    : lb (rank), ub (rank), st (rank), seen (3 * rank + 1)
  {
  }

  /* Whether PLACE (slot SLOT of SEEN) may hold V: unset, or V.  */
  bool set (size_t slot, long &place, long v)
  {
    if (seen[slot] && place != v)
      return false;
    seen[slot] = true;
    place = v;
    return true;
  }
};

/* Whether STMT, a store to LHS in OBJECT, the descriptor of an
   allocatable array of RANK dimensions, is one of an ALLOCATE with
   constant bounds (recorded in S), or of a DEALLOCATE; else WHY.  */
bool
descriptor_store (tree object, int rank, gimple *stmt, tree lhs,
		  descriptor_stores &s, std::string &why)
{
  tree rhs = gimple_assign_single_p (stmt)
	     ? gimple_assign_rhs1 (stmt) : NULL_TREE;
  if (lhs == object)
    {
      if (rhs && TREE_CODE (rhs) == CONSTRUCTOR
	  && CONSTRUCTOR_NELTS (rhs) == 0)
	return true;
      why = "its descriptor is assigned as a whole (move_alloc, "
	    "or a copy of another array's descriptor)";
      return false;
    }
  long d;
  std::string part = descriptor_part (lhs, object, d);
  if (part == "dtype" || part == "span")
    return true;
  bool cst = rhs && TREE_CODE (rhs) == INTEGER_CST
	     && tree_fits_shwi_p (rhs);
  if (part == "data" && rhs && integer_zerop (rhs))
    return true;	/* DEALLOCATE, or the initial state.  */
  if (part == "data" && rhs && TREE_CODE (rhs) == SSA_NAME)
    {
      gcall *call = dyn_cast<gcall *> (SSA_NAME_DEF_STMT (rhs));
      if (call && gimple_call_builtin_p (call, BUILT_IN_MALLOC)
	  && TREE_CODE (gimple_call_arg (call, 0)) == INTEGER_CST
	  && tree_fits_shwi_p (gimple_call_arg (call, 0)))
	{
	  s.any_malloc = true;
	  s.mallocs.push_back ({ call, tree_to_shwi
					 (gimple_call_arg (call, 0)) });
	  return true;
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
      long &place = part == "lbound" ? s.lb[d]
		    : part == "ubound" ? s.ub[d] : s.st[d];
      if (s.set (slot, place, tree_to_shwi (rhs)))
	return true;
      why = "it is allocated with two different shapes";
    }
  else if (part == "offset" && cst)
    {
      if (s.set (3 * rank, s.offset, tree_to_shwi (rhs)))
	return true;
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
  return false;
}

/* Whether the stores S set every bound, stride and the offset of a
   packed, column-major array of RANK dimensions that every ALLOCATE's
   size holds (elements of ELSIZE bytes); then its shape, into FS and
   EXTENTS.  */
bool
packed_shape (const descriptor_stores &s, int rank, long elsize,
	      fortran_storage &fs, std::vector<long> &extents)
{
  const std::vector<long> &lb = s.lb, &ub = s.ub, &st = s.st;
  for (size_t i = 0; i < s.seen.size (); i++)
    if (!s.seen[i])
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
  if (off != s.offset)
    return false;
  for (const auto &m : s.mallocs)
    if (m.second < expect * elsize)
      return false;
  fs.lbounds.assign (lb.rbegin (), lb.rend ());
  extents.assign (ext.rbegin (), ext.rend ());
  fs.strides.assign (st.rbegin (), st.rend ());
  fs.elements = expect;
  fs.desc_offset = s.offset;
  fs.descriptor = true;
  for (const auto &m : s.mallocs)
    fs.mallocs.push_back (m.first);
  fs.shape_suffix = ".shape";
  for (int d = 0; d < rank; d++)
    for (long v : { lb[d], ub[d] })
      fs.shape_suffix += "." + std::string (v < 0 ? "m" : "")
			 + std::to_string (std::abs (v));
  return true;
}

} // anon namespace

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
  descriptor_stores s (rank);
  loc = DECL_SOURCE_LOCATION (object);
  long elsize = tree_to_shwi (TYPE_SIZE_UNIT (element));
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
	    if (descriptor_store (object, rank, stmt, lhs, s, why))
	      continue;
	    loc = at;
	    return false;
	  }
    }
  if (!s.any_malloc)
    {
      why = "no ALLOCATE of it with constant bounds in this file (the "
	    "layout of an allocatable array needs its shape at compile "
	    "time)";
      return false;
    }
  why = "its ALLOCATE gives it a shape the layout pass does not "
	"understand";
  return packed_shape (s, rank, elsize, fs, extents);
}

/* The rank of TYPE, the descriptor of an allocatable array, with its
   element type ELEMENT; 0 when the layout pass cannot take it: elements
   that are not numeric or logical scalars, or a descriptor without the
   fields it reads.  */
int
allocatable_rank (tree type, tree &element)
{
  const gfc_array_type_info *info
    = reinterpret_cast<const gfc_array_type_info *>
	(TYPE_LANG_SPECIFIC (type));
  tree ptr = info->dataptr_type;
  element = (ptr && POINTER_TYPE_P (ptr)
	     && TREE_CODE (TREE_TYPE (ptr)) == ARRAY_TYPE)
	    ? TREE_TYPE (TREE_TYPE (ptr)) : NULL_TREE;
  if (info->rank < 1 || info->rank > 15 || info->corank != 0
      || !element || !is_gimple_reg_type (element)
      || POINTER_TYPE_P (element) || !TYPE_SIZE_UNIT (element)
      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (element))
      || !named_field (type, "data")
      || !named_field (type, "offset")
      || !named_field (type, "dim"))
    return 0;
  return info->rank;
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

} // namespace hyperlane
