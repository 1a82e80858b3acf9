/* A layout spec together with where it came from: the command line, a
   layout file or a #pragma array_transform (with the function it appeared
   in and the source location of every token, so that an error about an
   action points at that action).  The layout pass works on these.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_REQUEST_H
#define HYPERLANE_LAYOUT_REQUEST_H

#include "layout-spec.h"

#include <string>
#include <utility>
#include <vector>

namespace hyperlane {

struct layout_request
{
  enum origin_kind { command_line, file, pragma };

  layout_spec spec;
  origin_kind origin = command_line;
  std::string origin_text;	/* The argument's text or the file's path.  */
  location_t loc = UNKNOWN_LOCATION;	/* Pragma: its array name.  */
  tree scope = NULL_TREE;	/* Pragma inside a function: that function.  */
  /* Pragma: the column each token starts at in the rebuilt text, with the
     token's source location, in column order.  */
  std::vector<std::pair<unsigned, location_t>> columns;

  /* The source location of text position AT (pragma), else LOC.  */
  location_t location_of (const text_position &at) const;
};

/* Every request of this compilation, in the order seen.  */
std::vector<layout_request> &layout_requests ();

/* Register #pragma array_transform with the C-family front ends (a no-op
   in the others: gfortran has no pragmas).  */
void register_layout_pragma (const char *plugin_name);

} // namespace hyperlane

#endif
