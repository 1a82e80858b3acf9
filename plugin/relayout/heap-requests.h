/* Record specs ('struct NAME -> SOA', 'struct NAME -> AOSOA(T)', and
   '*P -> ...' for the structure type the pointer variable P points to):
   the layouts of the heap arrays of a structure type, applied by the
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
   a FILE: scope, a layout that conflicts with an earlier spec of the same
   type, a pragma in a compilation that stops before the pass) and return
   true; array specs are left to the layout pass.  */
bool take_heap_layout_request (const layout_request &r);

/* Whether the record specs A and B give the same layout.  */
bool same_record_layout (const layout_spec &a, const layout_spec &b);

/* Report that R gives its type a layout other than EARLIER's.  TAG is
   the structure tag.  */
void report_record_layout_conflict (const layout_request &r,
				    const layout_request &earlier,
				    const std::string &tag);

/* The front end completed the definition of the structure type TYPE
   (PLUGIN_FINISH_TYPE): remember its tag, so that a pragma that names a
   tag the translation unit does not define is an error.  */
void note_defined_record (tree type);

/* Whether the translation unit defined a structure of tag TAG.  */
bool record_tag_defined (const std::string &tag);

} // namespace hyperlane

#endif
