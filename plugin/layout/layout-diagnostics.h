/* Problems of layout specs, reported where the user wrote them: at the
   pragma's token; at PATH:LINE:COLUMN of a layout file, in GCC's own
   diagnostic shape; or at the command-line option, never at an unrelated
   source location.  At most max_reported_problems of one source (a
   pragma, an argument, a file) are printed; a note counts the rest.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_DIAGNOSTICS_H
#define HYPERLANE_LAYOUT_DIAGNOSTICS_H

#include "layout-request.h"

#include <string>

namespace hyperlane {

enum class layout_problem_kind { error, warning, note };

/* Report MESSAGE about text position AT of the source of REQUEST.
   Returns whether it was printed: a note that belongs to it should follow
   only then.  */
bool report_layout_problem (const layout_request &request,
			    const text_position &at,
			    layout_problem_kind kind,
			    const std::string &message);

/* Report the problems the parser found in the text of SOURCE.  */
void report_parse_problems (const layout_request &source,
			    const layout_problems &problems);

/* For each source with problems left unprinted, a note that counts
   them; the counts start again.  */
void report_unprinted_layout_problems ();

} // namespace hyperlane

#endif
