/* How the layout pass says no to a request or to an array; see
   layout-refusals.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "layout-refusals.h"
#include "layout-diagnostics.h"

namespace hyperlane {

bool
request_error (const layout_request &request, const text_position &at,
	       const std::string &msg)
{
  return report_layout_problem (request, at, layout_problem_kind::error, msg);
}

const char *
decl_name (tree decl)
{
  return DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl)) : "?";
}

const char *
source_name (tree decl)
{
  /* A temporary of the compiler's (-fsanitize=bounds copies a loop's
     counter): GCC's hooks assert a name.  */
  if (!DECL_NAME (decl))
    return "a temporary";
  const char *printable = lang_hooks.decl_printable_name (decl, 1);
  /* Under -flto the front end's names are gone before the layout pass:
     GCC prints the symbol (__m_MOD_u, a local static's ini.1), and only a
     C++ symbol comes back demangled (a::u).  */
  if (printable && (!flag_generate_lto || strstr (printable, "::")))
    return printable;
  return decl_name (decl);
}

bool
explicit_request_p (const layout_request &request)
{
  return (request.origin == layout_request::pragma
	  || !request.spec.file_scope.empty ());
}

std::string
quoted_array (const layout_request &request)
{
  return "'" + printable_text (request.spec.array, 40) + "'";
}

void
skip_request (const layout_request &request, location_t loc,
	      const std::string &why)
{
  if (dump_file)
    fprintf (dump_file, "spec %s: ignored: %s\n",
	     printable_text (to_string (request.spec), 200).c_str (),
	     why.c_str ());
  if (loc != UNKNOWN_LOCATION && dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (loc),
		     "hyperlane: layout spec for '%s' ignored: %s\n",
		     printable_text (request.spec.array, 40).c_str (),
		     why.c_str ());
}

void
refuse_target (layout_target &t, location_t loc, const std::string &why)
{
  if (t.refused)
    return;
  t.refused = true;
  warning_at (loc, 0, "layout of %qs not changed: %s", source_name (t.decl),
	      why.c_str ());
  if (t.request->origin == layout_request::pragma)
    inform (t.request->loc, "layout requested here");
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (loc),
		     "hyperlane: layout of '%s' not changed: %s\n",
		     decl_name (t.decl), why.c_str ());
}

} // namespace hyperlane
