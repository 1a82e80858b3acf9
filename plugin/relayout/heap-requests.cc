/* Record specs for the hyperlane-relayout pass.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../layout/layout-diagnostics.h"
#include "heap-requests.h"

namespace hyperlane {

std::vector<layout_request> &
heap_layout_requests ()
{
  static std::vector<layout_request> requests;
  return requests;
}

bool
take_heap_layout_request (const layout_request &r)
{
  if (r.spec.record == record_layout_kind::none)
    return false;
  if (r.origin == layout_request::pragma)
    report_layout_problem (r, r.spec.where, layout_problem_kind::error,
			   "a 'struct' layout spec is given on the command "
			   "line or in a layout file, not in a pragma: under "
			   "-flto it acts at the link");
  else if (!r.spec.file_scope.empty ())
    report_layout_problem (r, r.spec.where, layout_problem_kind::error,
			   "a 'struct' layout spec applies to the whole "
			   "program and takes no FILE: scope");
  else
    heap_layout_requests ().push_back (r);
  return true;
}

} // namespace hyperlane
