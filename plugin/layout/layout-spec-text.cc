/* Layout specs as text: the names of the actions, a spec written back
   in the layout language, and the match of a spec's file scope; see
   layout-spec.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "layout-spec.h"

namespace hyperlane {

const char *
action_name (layout_action_kind kind)
{
  switch (kind)
    {
    case layout_action_kind::strip_mine: return "STRIP_MINE";
    case layout_action_kind::interchange: return "INTERCHANGE";
    case layout_action_kind::pad: return "PAD";
    case layout_action_kind::peel: return "PEEL";
    }
  return "?";
}

bool
file_scope_matches (const std::string &file_scope,
		    const std::string &main_input)
{
  if (file_scope.empty () || file_scope.size () > main_input.size ())
    return false;
  size_t start = main_input.size () - file_scope.size ();
  return (main_input.compare (start, std::string::npos, file_scope) == 0
	  && (start == 0 || main_input[start - 1] == '/'));
}

std::string
to_string (const layout_spec &spec)
{
  std::string s = spec.file_scope.empty () ? "" : spec.file_scope + ":";
  const char *lead = spec.record_pointer ? "*" : "struct ";
  if (spec.record == record_layout_kind::soa)
    return s + lead + spec.array + " -> SOA";
  if (spec.record == record_layout_kind::aosoa)
    return s + lead + spec.array + " -> AOSOA("
	   + std::to_string (spec.block) + ")";
  s += spec.array;
  if (spec.column_major)
    {
      s += "(";
      for (auto d = spec.dims.rbegin (); d != spec.dims.rend (); ++d)
	s += (d == spec.dims.rbegin () ? "" : ", ") + *d;
      s += ")";
    }
  else
    for (const std::string &d : spec.dims)
      s += "[" + d + "]";
  for (const layout_action &a : spec.actions)
    {
      s += " -> ";
      s += action_name (a.kind);
      s += "(" + a.dim;
      switch (a.kind)
	{
	case layout_action_kind::strip_mine:
	  s += ", " + std::to_string (a.size) + ", " + a.other_dim;
	  break;
	case layout_action_kind::interchange:
	  s += ", " + a.other_dim;
	  break;
	case layout_action_kind::pad:
	case layout_action_kind::peel:
	  s += ", " + std::to_string (a.size);
	  break;
	}
      s += ")";
    }
  return s;
}

} // namespace hyperlane
