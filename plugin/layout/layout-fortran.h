/* Layouts of Fortran arrays: explicit-shape arrays of constant bounds in
   COMMON blocks, modules and procedures.  gfortran lowers such an array
   to a one-dimensional array indexed by the linearised subscript
   sum ((s_d - lb_d) * stride_d); the declared bounds are in the array
   type's language-specific part.  This file recovers the dimensions
   (the bounds, and each reference's subscripts by delinearising its index
   against the strides), so that the C path's layout map and rewriting
   apply.  The storage stays where gfortran put it (the variable, or the
   COMMON block's member): the new layout is a view of it, one piece after
   another, and references become ARRAY_REFs of that view.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_FORTRAN_H
#define HYPERLANE_LAYOUT_FORTRAN_H

#include "layout-targets.h"

#include <string>
#include <vector>

namespace hyperlane {

/* Where a Fortran target's elements live and how gfortran indexes them.  */
struct fortran_storage
{
  tree object = NULL_TREE;	/* The VAR_DECL holding the elements: the
				   array, or its COMMON block.  */
  tree field = NULL_TREE;	/* The member in a COMMON block, or null.  */
  std::vector<long> lbounds;	/* Lower bounds, outermost first (C order).  */
  std::vector<long> strides;	/* Element strides, outermost first.  */
  long elements = 0;		/* Elements of the storage.  */
  std::vector<long> piece_offsets;	/* Element offset of each piece.  */
  std::string old_symbol;	/* OBJECT's symbol before any layout.  */
  /* An allocatable array (issue 21): OBJECT is its descriptor, every
     ALLOCATE in the translation unit gives it the same constant bounds,
     and the elements are where its data pointer points.  */
  bool descriptor = false;
  long desc_offset = 0;		/* The descriptor's offset field.  */
  std::vector<gimple *> mallocs;	/* The ALLOCATEs' __builtin_malloc.  */
  std::string shape_suffix;	/* ".shape.1.5.0.7" for its symbol.  */
};

/* Resolve REQUEST in a Fortran translation unit: its arrays become
   TARGETS (or are skipped, or are errors, as for C).  */
void add_fortran_request_targets (const layout_request &request, bool trust,
				  std::vector<layout_target> &targets);

/* Fortran's match_element_ref: REF an element of a Fortran target,
   indexed by a linearised subscript that delinearises exactly.  */
bool match_fortran_element_ref (tree ref, std::vector<layout_target> &targets,
				element_ref &out);

/* The statement whose operands the scan or the rewriting is looking at
   (a reference's subscripts may use variables that only it reads).  */
extern gimple *fortran_current_stmt;
extern function *fortran_current_fun;

/* The declaration of the Fortran target whose storage REF, an ARRAY_REF,
   indexes, or null.  */
tree fortran_storage_reference (tree ref, std::vector<layout_target> &targets);

/* For the use scan: T, an operand that match_fortran_element_ref did not
   take, touches a Fortran target's storage otherwise: refuse the target
   (a warning at LOC naming the cause).  Returns true when T was a use
   of a target (its subtrees need no walk).  */
bool scan_fortran_use (tree t, std::vector<layout_target> &targets,
		       location_t loc, bool in_call);

/* gfortran tests a DO loop's end as "D.1 = i > n; if (D.1 != 0)": make
   every such test of FUN compare directly, "if (i > n)", as C's loops
   do, so that the loop strip-mining (layout-loops.h) recognises the
   loop.  The assignment stays (dead code).  */
void normalize_fortran_exit_tests (function *fun);

/* The new declarations of a Fortran target: views of its storage.  */
void create_fortran_pieces (layout_target &t);

/* The base of piece P of Fortran target T in a new reference OLD: a
   fresh MEM_REF of the piece's array type at its place in the storage
   (for an allocatable array, from the data pointer OLD reads).  */
tree fortran_piece_base (const layout_target &t, int p, tree old);

/* T's declared shape, Fortran's way: "real(kind=8)(1:5,0:15)".  */
std::string fortran_shape_text (const layout_target &t);

/* The name of piece P for dumps and remarks.  */
std::string fortran_piece_name (const layout_target &t, int p);

/* Layout-trust: rename the symbol of the storage of every public
   Fortran target (a module variable, a COMMON block) after its layout,
   and leave the marker the linker compares; TARGETS are all of this
   translation unit's.  */
void give_fortran_layout_symbols (std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
