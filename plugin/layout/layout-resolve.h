/* The matching of layout requests to declarations: every declaration a
   request may mean, and whether it can take the request (a name that is
   no array, the declared shape against the spec and its index map,
   volatile and visible arrays).  The errors are the request's.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_RESOLVE_H
#define HYPERLANE_LAYOUT_RESOLVE_H

#include "layout-targets.h"

#include <functional>
#include <vector>

namespace hyperlane {

/* Adds to DECLS, once each, every local variable and parameter of every
   function with a body (of SCOPE alone, when given) that NAMED accepts:
   the declarations a spec's name may mean inside functions.  */
void add_function_decls (const std::function<bool (tree)> &named,
			 std::vector<tree> &decls, tree scope = NULL_TREE);

/* Resolve REQUEST to its arrays and add to TARGETS every one that fits it
   (refused already when its declaration forbids the change); report the
   rest.  TRUST is -fplugin-arg-hyperlane-layout-trust.  */
void add_request_targets (const layout_request &request, bool trust,
			  std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
