/* The arrays the layout requests name, as the layout pass decides on them:
   resolved to declarations, checked (shape, visibility, every use in the
   translation unit) and, when safe, given their new declarations.
   The decision and the matching of references are layout-targets.cc; the
   steps are layout-resolve.h (requests to declarations), layout-uses.h
   (the scan of uses), layout-pieces.h (the new declarations) and
   layout-refusals.h (their messages).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_TARGETS_H
#define HYPERLANE_LAYOUT_TARGETS_H

#include "layout-map.h"
#include "layout-request.h"

#include <memory>
#include <vector>

namespace hyperlane {

struct fortran_storage;

struct layout_target
{
  tree decl = NULL_TREE;		/* The array as declared.  */
  const layout_request *request = nullptr;
  std::vector<long> sizes;		/* Declared dimensions (+ fields).  */
  bool of_struct = false;		/* Last dimension: the fields.  */
  std::vector<tree> fields;		/* Their FIELD_DECLs, in order.  */
  tree element_type = NULL_TREE;	/* Scalar type of one element, or of
					   the first field when they differ.  */
  bool mixed_fields = false;		/* Fields of different types: one
					   piece per field.  */
  tree old_type = NULL_TREE;
  layout_map map;
  bool refused = false;
  std::vector<tree> pieces;		/* New declarations, one per piece;
					   pieces[0] is DECL retyped.  For a
					   Fortran array: the pieces' array
					   types (layout-fortran.h).  */
  std::shared_ptr<fortran_storage> fortran;	/* A Fortran array.  */
};

/* The element reference of a target an operand names: the subscripts of
   every original dimension (for a struct array the last is the field's
   position, an INTEGER_CST).  */
struct element_ref
{
  layout_target *target = nullptr;
  std::vector<tree> subscripts;
};

/* If REF is a whole-element reference of one of TARGETS (an ARRAY_REF
   chain over every dimension, then the field for a struct array), fill
   OUT and return true.  */
bool match_element_ref (tree ref, std::vector<layout_target> &targets,
			element_ref &out);

/* The scalar type of the elements of T's piece P (layout-pieces.cc).  */
tree piece_element_type (const layout_target &t, int p);

/* The target whose declaration is DECL, or null.  */
layout_target *target_of (tree decl, std::vector<layout_target> &targets);

/* Resolve every request to its arrays, check them and the whole
   translation unit's uses of them, and create the new declarations of the
   arrays that can be transformed.  Errors and warnings go through GCC's
   diagnostics.  TRUST is -fplugin-arg-hyperlane-layout-trust.  */
void decide_layout_targets (const std::vector<layout_request> &requests,
			    bool trust, std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
