/* The matching of layout requests to declarations: every declaration a
   request may mean, and whether it can take the request (a name that is
   no array, the declared shape against the spec and its index map,
   volatile and visible arrays).  The errors are the request's.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_RESOLVE_H
#define HYPERLANE_LAYOUT_RESOLVE_H

#include "layout-targets.h"

#include <vector>

namespace hyperlane {

/* Resolve REQUEST to its arrays and add to TARGETS every one that fits it
   (refused already when its declaration forbids the change); report the
   rest.  TRUST is -fplugin-arg-hyperlane-layout-trust.  */
void add_request_targets (const layout_request &request, bool trust,
			  std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
