/* Static initializers of layout targets: every initial value moves to the
   element it belongs to in the new layout, so the program's data is
   unchanged.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_INITIALIZER_H
#define HYPERLANE_LAYOUT_INITIALIZER_H

#include <string>
#include <vector>

namespace hyperlane {

struct layout_target;

/* True when INIT, T's initializer, can be mapped; else WHY says why.  */
bool initializer_mappable_p (const layout_target &t, tree init,
			     std::string &why);

/* The initializers of T's pieces (NULL_TREE: all zero) from INIT.  */
bool map_initializer (const layout_target &t, tree init,
		      std::vector<tree> &inits, std::string &why);

} // namespace hyperlane

#endif
