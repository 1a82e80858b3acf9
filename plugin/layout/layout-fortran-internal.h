/* What the parts of the Fortran layouts share (layout-fortran.cc: the
   arrays a spec means; layout-fortran-shape.cc: their shapes;
   layout-fortran-refs.cc: their element references, with
   layout-fortran-subscripts.cc: their subscripts delinearised;
   layout-fortran-pieces.cc: their new declarations).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_FORTRAN_INTERNAL_H
#define HYPERLANE_LAYOUT_FORTRAN_INTERNAL_H

#include <string>
#include <vector>

namespace hyperlane {

/* Whether TYPE is the descriptor of an allocatable array.  */
bool allocatable_descriptor_p (tree type);

/* The rank of TYPE, the descriptor of an allocatable array, with its
   element type ELEMENT; 0 when the layout pass cannot take it: elements
   that are not numeric or logical scalars, or a descriptor without the
   fields it reads.  */
int allocatable_rank (tree type, tree &element);

/* The shape every ALLOCATE of the allocatable array OBJECT (a
   descriptor of RANK dimensions, elements of type ELEMENT) gives it,
   into FS and EXTENTS, from the stores to its descriptor in every
   function of the translation unit; false with WHY and LOC (the
   statement that blocks it) unless every store is one of an ALLOCATE
   with constant bounds, all the same, or a DEALLOCATE.  */
bool allocation_shape (tree object, int rank, tree element,
		       fortran_storage &fs, std::vector<long> &extents,
		       std::string &why, location_t &loc);

/* GFC_ARRAY_TYPE_P: an array type gfortran made for an array without a
   descriptor (explicit shape, or assumed size).  */
bool gfc_array_type_p (tree type);

/* The declared shape of TYPE, a Fortran array without descriptor: lower
   bounds, extents and strides, outermost (last Fortran) dimension first,
   and the element type; false with WHY when it is not an explicit-shape
   array of constant bounds, packed, that gfortran indexes from 0 by
   sum ((s_d - lb_d) * stride_d).  */
bool fortran_shape (tree type, std::vector<long> &lbounds,
		    std::vector<long> &extents, std::vector<long> &strides,
		    long &elements, tree &element, std::string &why);

/* The descriptor field T, a reference into a descriptor, reads:
   "data", "offset", "dtype", "span" for OBJECT.FIELD (or a part of it),
   or "lbound", "ubound", "stride" for OBJECT.dim[D].FIELD with D set;
   "" when T is no such reference of OBJECT.  */
std::string descriptor_part (tree t, tree object, long &d);

/* Whether FIELD, a member of a COMMON block as some procedure declares
   it, is the member F (as another procedure declares it): at the same
   place, of the same type and bounds.  */
bool same_member_p (tree field, tree f);

/* Whether FIELD and F share storage.  */
bool members_overlap_p (tree field, tree f);

/* Why REF, an ARRAY_REF of the storage of Fortran target TG, does not
   delinearise, or "" with OUT filled (layout-fortran-subscripts.cc).  */
std::string delinearise (tree ref, layout_target &tg, element_ref &out);

} // namespace hyperlane

#endif
