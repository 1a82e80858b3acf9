/* The index-space mapping of a layout spec; see layout-map.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "layout-map.h"

#include <algorithm>
#include <climits>

namespace hyperlane {

namespace {

/* Arrays larger than this many elements are refused: their sizes would
   overflow GCC's size computations long before any real program needs
   them.  */
const long max_elements = 1L << 40;

int
find_dim (const std::vector<mapped_dim> &dims, const std::string &name)
{
  for (size_t i = 0; i < dims.size (); i++)
    if (dims[i].name == name)
      return (int) i;
  return -1;
}

} // anon namespace

long
apply_ops (const std::vector<index_op> &ops, long s)
{
  for (const index_op &op : ops)
    switch (op.kind)
      {
      case index_op::add: s += op.value; break;
      /* Subscripts are not negative in a valid program, so C's truncating
	 division and remainder are floor and modulo here.  */
      case index_op::div: s /= op.value; break;
      case index_op::mod: s %= op.value; break;
      }
  return s;
}

int
layout_map::piece_of (long v) const
{
  for (size_t p = 0; p < pieces.size (); p++)
    if (v >= pieces[p].first && v < pieces[p].last)
      return (int) p;
  return -1;
}

long
layout_map::piece_elements (int p) const
{
  long n = 1;
  for (const mapped_dim &d : pieces[p].dims)
    n *= d.size;
  return n;
}

namespace {

/* The pre-actions' dimensions before any action: the declared ones,
   named as SPEC names them.  */
std::vector<mapped_dim>
declared_dims (const layout_spec &spec, const std::vector<long> &sizes)
{
  std::vector<mapped_dim> dims;
  for (size_t i = 0; i < sizes.size (); i++)
    {
      mapped_dim d;
      d.name = spec.dims[i];
      d.size = sizes[i];
      d.source = (int) i;
      dims.push_back (d);
    }
  return dims;
}

/* The cuts of the PEELs so far: the peeled dimension's remaining range
   [LO, HI) and the RANGES cut off it.  */
struct peel_cuts
{
  long lo = 0, hi = 0;
  std::vector<std::pair<long, long>> ranges;
};

/* Apply action A of SPEC to MAP's pre-action dimensions (a PEEL to CUTS);
   false with ERROR when A cannot be applied.  */
bool
apply_action (const layout_spec &spec, const layout_action &a,
	      layout_map &map, peel_cuts &cuts, std::string &error)
{
  std::vector<mapped_dim> &dims = map.pre_dims;
  auto fail = [&] (const std::string &msg) {
    error = msg;
    return false;
  };
  int p = find_dim (dims, a.dim);
  if (p < 0)
    return fail ("'" + a.dim + "' is not a dimension of '"
		 + spec.array + "' at this point of the spec");
  switch (a.kind)
    {
    case layout_action_kind::strip_mine:
      {
	if (a.size > dims[p].size)
	  return fail ("STRIP_MINE tile size " + std::to_string (a.size)
		       + " is larger than dimension '" + a.dim
		       + "' (" + std::to_string (dims[p].size) + ")");
	mapped_dim tile = dims[p];
	tile.name = a.other_dim;
	tile.size = a.size;
	tile.ops.push_back ({ index_op::mod, a.size });
	dims[p].size = (dims[p].size + a.size - 1) / a.size;
	dims[p].ops.push_back ({ index_op::div, a.size });
	dims.insert (dims.begin () + p + 1, tile);
	break;
      }
    case layout_action_kind::interchange:
      {
	int q = find_dim (dims, a.other_dim);
	if (q < 0)
	  return fail ("'" + a.other_dim + "' is not a dimension of '"
		       + spec.array + "' at this point of the spec");
	std::swap (dims[p], dims[q]);
	break;
      }
    case layout_action_kind::pad:
      {
	long by = a.size < 0 ? -a.size : a.size;
	if (by > INT_MAX - dims[p].size)
	  return fail ("PAD size is too large");
	dims[p].size += by;
	if (a.size < 0)
	  dims[p].ops.push_back ({ index_op::add, by });
	break;
      }
    case layout_action_kind::peel:
      {
	if (map.peel_dim < 0)
	  {
	    map.peel_dim = p;
	    cuts.lo = 0;
	    cuts.hi = dims[p].size;
	  }
	long by = a.size < 0 ? -a.size : a.size;
	if (by >= cuts.hi - cuts.lo)
	  return fail ("PEEL size " + std::to_string (a.size)
		       + " leaves no element in dimension '" + a.dim
		       + "' (" + std::to_string (cuts.hi - cuts.lo)
		       + " remain to peel from)");
	if (a.size > 0)
	  {
	    cuts.ranges.push_back ({ cuts.lo, cuts.lo + by });
	    cuts.lo += by;
	  }
	else
	  {
	    cuts.ranges.push_back ({ cuts.hi - by, cuts.hi });
	    cuts.hi -= by;
	  }
	break;
      }
    }
  return true;
}

/* Whether DIMS have more than max_elements elements (or an empty one).  */
bool
too_large_p (const std::vector<mapped_dim> &dims)
{
  long total = 1;
  for (const mapped_dim &d : dims)
    {
      if (d.size <= 0 || total > max_elements / d.size)
	return true;
      total *= d.size;
    }
  return false;
}

/* MAP's pieces from its pre-action dimensions and the CUTS of its PEELs:
   one piece covering everything when nothing is peeled.  */
void
cut_pieces (layout_map &map, peel_cuts &cuts)
{
  const std::vector<mapped_dim> &dims = map.pre_dims;
  if (map.peel_dim < 0)
    {
      layout_piece whole;
      whole.dims = dims;
      whole.first = 0;
      whole.last = 1;
      map.pieces.push_back (whole);
      return;
    }

  std::vector<std::pair<long, long>> &ranges = cuts.ranges;
  ranges.push_back ({ cuts.lo, cuts.hi });
  std::sort (ranges.begin (), ranges.end ());
  for (const auto &r : ranges)
    {
      layout_piece piece;
      piece.first = r.first;
      piece.last = r.second;
      for (size_t i = 0; i < dims.size (); i++)
	{
	  if ((int) i != map.peel_dim)
	    piece.dims.push_back (dims[i]);
	  else if (r.second - r.first > 1)
	    {
	      mapped_dim d = dims[i];
	      d.size = r.second - r.first;
	      if (r.first)
		d.ops.push_back ({ index_op::add, -r.first });
	      piece.dims.push_back (d);
	    }
	}
      map.pieces.push_back (piece);
    }
}

} // anon namespace

bool
build_layout_map (const layout_spec &spec, const std::vector<long> &sizes,
		  layout_map &map, std::string &error,
		  const layout_action **at)
{
  map = layout_map ();
  map.pre_dims = declared_dims (spec, sizes);
  peel_cuts cuts;
  for (const layout_action &a : spec.actions)
    if (!apply_action (spec, a, map, cuts, error))
      {
	if (at)
	  *at = &a;
	return false;
      }
  if (too_large_p (map.pre_dims))
    {
      error = "the new layout of '" + spec.array + "' is too large";
      if (at)
	*at = spec.actions.empty () ? nullptr : &spec.actions.back ();
      return false;
    }
  cut_pieces (map, cuts);
  return true;
}

void
split_dimension (layout_map &map, int dim)
{
  map.peel_dim = dim;
  map.pieces.clear ();
  for (long v = 0; v < map.pre_dims[dim].size; v++)
    {
      layout_piece piece;
      piece.first = v;
      piece.last = v + 1;
      for (size_t i = 0; i < map.pre_dims.size (); i++)
	if ((int) i != dim)
	  piece.dims.push_back (map.pre_dims[i]);
      map.pieces.push_back (piece);
    }
}

std::string
describe_index (const mapped_dim &d,
		const std::vector<std::string> &source_names)
{
  std::string s = source_names[d.source];
  bool compound = false;
  for (const index_op &op : d.ops)
    {
      if (compound && op.kind != index_op::add)
	s = "(" + s + ")";
      switch (op.kind)
	{
	case index_op::add:
	  s += op.value < 0 ? " - " + std::to_string (-op.value)
			    : " + " + std::to_string (op.value);
	  break;
	case index_op::div: s += " / " + std::to_string (op.value); break;
	case index_op::mod: s += " % " + std::to_string (op.value); break;
	}
      compound = true;
    }
  return s;
}

} // namespace hyperlane
