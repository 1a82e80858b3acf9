/* What the parts of the Fortran layouts share (layout-fortran.cc: the
   arrays a spec means; layout-fortran-refs.cc: their element references;
   layout-fortran-pieces.cc: their new declarations).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_FORTRAN_INTERNAL_H
#define HYPERLANE_LAYOUT_FORTRAN_INTERNAL_H

#include <string>

namespace hyperlane {

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

} // namespace hyperlane

#endif
