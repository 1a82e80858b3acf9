/* What the front end declared, for names the layout pass cannot find any
   more: a file-scope variable that nothing uses is gone from the symbol
   table before the pass runs, and a block-scope extern declaration is in
   no function's list of locals.  Recorded as the declarations are
   finished, so that a pragma naming one is told what it is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_DECLARATIONS_H
#define HYPERLANE_LAYOUT_DECLARATIONS_H

#include <string>

namespace hyperlane {

/* A variable as declared: only what the messages need (the declaration
   itself may be collected once nothing uses it).  */
struct declared_variable
{
  enum kind_t { array, pointer, other };
  kind_t kind = other;
  bool external = false;	/* An extern declaration.  */
  location_t loc = UNKNOWN_LOCATION;
};

/* Record the variables the C-family front ends declare.  */
void register_declaration_recorder (const char *plugin_name);

/* The last variable named NAME declared in function SCOPE (or at file or
   namespace scope when SCOPE is null, or when SCOPE has none), or null.  */
const declared_variable *find_declared_variable (const std::string &name,
						 tree scope);

} // namespace hyperlane

#endif
