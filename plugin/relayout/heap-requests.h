/* Record specs ('struct NAME -> SOA', 'struct NAME -> AOSOA(T)'): the
   layouts of the heap arrays of a structure type, applied by the
   hyperlane-relayout pass (heap-relayout.h) under a whole-program view.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_HEAP_REQUESTS_H
#define HYPERLANE_HEAP_REQUESTS_H

#include "../layout/layout-request.h"

#include <vector>

namespace hyperlane {

/* Every record spec of this compilation, in the order seen.  */
std::vector<layout_request> &heap_layout_requests ();

/* When R holds a record spec, take it (or report why it cannot be taken:
   a pragma, a FILE: scope) and return true; array specs are left to the
   layout pass.  */
bool take_heap_layout_request (const layout_request &r);

} // namespace hyperlane

#endif
