/* Record specs for the hyperlane-relayout pass.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "../layout/layout-diagnostics.h"
#include "heap-requests.h"

#include <set>

namespace hyperlane {

namespace {

std::set<std::string> &
defined_record_tags ()
{
  static std::set<std::string> tags;
  return tags;
}

/* The spec's layout alone: 'SOA' or 'AOSOA(T)'.  */
std::string
record_layout_text (const layout_spec &s)
{
  if (s.record == record_layout_kind::aosoa)
    return "AOSOA(" + std::to_string (s.block) + ")";
  return "SOA";
}

} // anon namespace

std::vector<layout_request> &
heap_layout_requests ()
{
  static std::vector<layout_request> requests;
  return requests;
}

bool
same_record_layout (const layout_spec &a, const layout_spec &b)
{
  return (a.record == b.record
	  && (a.record != record_layout_kind::aosoa || a.block == b.block));
}

void
report_record_layout_conflict (const layout_request &r,
			       const layout_request &earlier,
			       const std::string &tag)
{
  std::string from;
  if (earlier.origin == layout_request::command_line)
    from = " (from -fplugin-arg-hyperlane-layout=)";
  else if (earlier.origin == layout_request::file)
    from = " (from the layout file " + printable_text (earlier.origin_text)
	   + ")";
  if (report_layout_problem (r, r.spec.where, layout_problem_kind::error,
			     "conflicting layouts for 'struct "
			     + printable_text (tag, 40) + "': '"
			     + printable_text (to_string (r.spec), 80)
			     + "' here, but '"
			     + printable_text (to_string (earlier.spec), 80)
			     + "' before" + from + "; give one layout ("
			     + record_layout_text (earlier.spec) + " or "
			     + record_layout_text (r.spec) + ")")
      && earlier.origin == layout_request::pragma)
    report_layout_problem (earlier, earlier.spec.where,
			   layout_problem_kind::note,
			   "the earlier layout of 'struct "
			   + printable_text (tag, 40) + "' is here");
}

bool
take_heap_layout_request (const layout_request &r)
{
  if (r.spec.record == record_layout_kind::none)
    return false;
  if (!r.spec.file_scope.empty ())
    {
      report_layout_problem (r, r.spec.where, layout_problem_kind::error,
			     "a 'struct' layout spec applies to the whole "
			     "program and takes no FILE: scope");
      return true;
    }
  /* The same type (or pointer variable) named twice: one layout, or an
     error at the later spec.  A pointer spec and a 'struct' spec of the
     type it points to are compared by the pass, which resolves it.  */
  for (const layout_request &earlier : heap_layout_requests ())
    if (earlier.spec.record_pointer == r.spec.record_pointer
	&& earlier.spec.array == r.spec.array)
      {
	if (!same_record_layout (earlier.spec, r.spec))
	  report_record_layout_conflict (r, earlier, r.spec.record_pointer
					 ? "*" + r.spec.array
					 : r.spec.array);
	return true;
      }
  /* Kept under -flto too, for the conflicts of the pragmas that follow:
     the pass does not run then (its gate).  */
  heap_layout_requests ().push_back (r);
  if (r.origin == layout_request::pragma && flag_generate_lto)
    {
      /* The compilation stops before the pass, and lto1 never sees the
	 pragma.  */
      report_layout_problem (r, r.spec.where, layout_problem_kind::warning,
			     "'#pragma array_transform "
			     + printable_text (to_string (r.spec), 80)
			     + "' takes effect only under -fwhole-program: "
			     "with -flto, give the spec on the link command "
			     "(-fplugin-arg-hyperlane-layout='"
			     + printable_text (to_string (r.spec), 80)
			     + "')");
    }
  return true;
}

void
note_defined_record (tree type)
{
  if (!type || TREE_CODE (type) != RECORD_TYPE || !COMPLETE_TYPE_P (type))
    return;
  tree name = TYPE_NAME (TYPE_MAIN_VARIANT (type));
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  if (name && TREE_CODE (name) == IDENTIFIER_NODE)
    defined_record_tags ().insert (IDENTIFIER_POINTER (name));
}

bool
record_tag_defined (const std::string &tag)
{
  return defined_record_tags ().count (tag) != 0;
}

} // namespace hyperlane
