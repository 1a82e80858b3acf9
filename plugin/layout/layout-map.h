/* The index-space mapping of a layout spec (thesis §3.2.2): from the
   declared dimensions of an array and the spec's actions, the new arrays
   ("pieces") and, for every new dimension, how its subscript is computed
   from one of the original subscripts.

   STRIP_MINE(d, T, n) replaces d by d/T and n = d%T (size rounded up, so
   a dimension that is not a multiple of T is padded); INTERCHANGE swaps
   two dimensions; PAD grows one (a negative size at the front: subscripts
   move up); PEEL cuts one dimension into consecutive ranges, one new array
   each, which needs a constant subscript there.  A peeled range of one
   element loses the dimension (Table 3.2: PEEL(m, 1) gives u1[K][J][I]).

   This file knows nothing of GCC, so the layout pass's arithmetic is unit
   tested alone.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_MAP_H
#define HYPERLANE_LAYOUT_MAP_H

#include "layout-spec.h"

#include <string>
#include <vector>

namespace hyperlane {

/* One step of a subscript computation.  */
struct index_op
{
  enum kind_t { add, div, mod } kind;
  long value;
};

/* A dimension of a new array: its subscript is the original subscript of
   dimension SOURCE with OPS applied in order.  */
struct mapped_dim
{
  std::string name;
  long size = 0;
  int source = 0;
  std::vector<index_op> ops;
};

/* One array of the new layout.  When the spec peels, the pieces cover
   consecutive ranges [FIRST, LAST) of the peeled dimension's values (after
   the pre-actions); otherwise there is one piece covering everything.  */
struct layout_piece
{
  std::vector<mapped_dim> dims;	/* Outermost first; may be empty.  */
  long first = 0, last = 0;
};

struct layout_map
{
  std::vector<mapped_dim> pre_dims;	/* After the pre-actions.  */
  std::vector<layout_piece> pieces;
  int peel_dim = -1;		/* Index into PRE_DIMS, or -1.  */

  /* The piece an element whose PRE_DIMS[peel_dim] value is V lives in, or
     -1 when V is outside every piece (an out-of-bounds subscript).  */
  int piece_of (long v) const;
  /* Element count of piece P.  */
  long piece_elements (int p) const;
};

/* A subscript of dimension SOURCE through OPS, for constant subscripts.  */
long apply_ops (const std::vector<index_op> &ops, long subscript);

/* Build the map of SPEC for an array whose declared dimensions have the
   sizes SIZES (outermost first; SIZES.size () must equal SPEC.dims.size (),
   which the caller has checked).  On a semantic error return false and set
   ERROR (with the action it is about in *AT when AT is not null).  */
bool build_layout_map (const layout_spec &spec, const std::vector<long> &sizes,
		       layout_map &map, std::string &error,
		       const layout_action **at = nullptr);

/* Make every value of PRE_DIMS[DIM] its own piece (the dimension
   disappears from them), as splitting a structure of mixed field types
   into one array per field does.  MAP must not peel already.  */
void split_dimension (layout_map &map, int dim);

/* The subscript computation of D as text, e.g. "(k + 1) / 4".  */
std::string describe_index (const mapped_dim &d,
			    const std::vector<std::string> &source_names);

} // namespace hyperlane

#endif
