/* How the layout pass says no to a request or to an array: an error of a
   request where its spec was written, a request skipped (a note in the
   dump, a missed remark), an array refused (a warning at the use or
   declaration that blocks it).  Shared by the resolution of requests
   (layout-resolve.h), the scan of uses (layout-uses.h) and the decision
   (layout-targets.h).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_REFUSALS_H
#define HYPERLANE_LAYOUT_REFUSALS_H

#include "layout-targets.h"

#include <string>

namespace hyperlane {

/* Report an error of REQUEST at the text position AT (an action or the
   spec) where the spec was written; whether it was printed.  */
bool request_error (const layout_request &request, const text_position &at,
		    const std::string &msg);

/* DECL's name, or "?".  */
const char *decl_name (tree decl);

/* DECL as the diagnostics name it, for %qs: as GCC prints it (C++'s
   a::u), but its declared name where -flto has replaced that by the
   symbol.  */
const char *source_name (tree decl);

/* Whether REQUEST promises that its array is in this translation unit: a
   pragma, or a spec scoped to this file.  The other specs are build-wide:
   they apply to the arrays that fit them and skip everything else.  */
bool explicit_request_p (const layout_request &request);

/* "'u'" for messages about REQUEST's array.  */
std::string quoted_array (const layout_request &request);

/* REQUEST does not apply to the declaration at LOC (unknown: to nothing
   in this translation unit), because WHY: a note in the dump and, with a
   declaration, a missed remark at it.  */
void skip_request (const layout_request &request, location_t loc,
		   const std::string &why);

/* Refuse T with a warning at LOC that says which use blocks it.  */
void refuse_target (layout_target &t, location_t loc, const std::string &why);

} // namespace hyperlane

#endif
