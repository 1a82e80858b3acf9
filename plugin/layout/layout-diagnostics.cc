/* Reporting problems of layout specs; see layout-diagnostics.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "diagnostic.h"
#include "layout-diagnostics.h"

#include <map>
#include <set>

namespace hyperlane {

namespace {

/* What has been reported of one source.  */
struct source_count
{
  layout_request source;	/* Its origin; the spec is not used.  */
  size_t printed = 0;
  size_t unprinted = 0;
  text_position first_unprinted;
};

std::map<std::string, source_count> &
source_counts ()
{
  static std::map<std::string, source_count> counts;
  return counts;
}

/* One key per source: a pragma, an argument, a file.  */
std::string
source_key (const layout_request &r)
{
  return std::to_string ((int) r.origin) + ":"
	 + (r.origin == layout_request::pragma ? std::to_string (r.loc)
						: r.origin_text);
}

size_t
identity_alloc_size (size_t size)
{
  return size;
}

/* The line table in which layout files have their locations: GCC's own
   belongs to the front end's lexer, which would take a map added to it
   for the file it is reading.  */
line_maps *
layout_file_line_table ()
{
  static line_maps *table;
  if (!table)
    {
      table = XCNEW (line_maps);
      linemap_init (table, BUILTINS_LOCATION);
      table->round_alloc_size = identity_alloc_size;
      table->default_range_bits = 0;
    }
  return table;
}

/* While it lives, diagnostics have no "In function" context and leave
   input_location alone: a spec from the command line or a file is no part
   of the program, whatever function the pass is in.  */
class outside_the_program
{
public:
  outside_the_program ()
    : m_saved_input_location (input_location),
      m_saved_function (current_function_decl)
  {
    input_location = UNKNOWN_LOCATION;
    current_function_decl = NULL_TREE;
  }
  ~outside_the_program ()
  {
    input_location = m_saved_input_location;
    current_function_decl = m_saved_function;
  }

private:
  location_t m_saved_input_location;
  tree m_saved_function;
};

/* While it lives, diagnostics expand locations in the layout files' line
   table, and location () makes the location of LINE:COLUMN of file PATH.
   A layout file may be binary: its lines are never quoted.  */
class layout_file_location_scope
{
public:
  layout_file_location_scope ()
    : m_saved_line_table (line_table),
      m_saved_show_caret (global_dc->show_caret)
  {
    line_table = layout_file_line_table ();
    global_dc->show_caret = false;
  }
  ~layout_file_location_scope ()
  {
    line_table = m_saved_line_table;
    global_dc->show_caret = m_saved_show_caret;
  }
  location_t location (const std::string &path, unsigned line,
		       unsigned column);

private:
  /* input_location and the current function belong to GCC's table.  */
  outside_the_program m_outside;
  line_maps *m_saved_line_table;
  bool m_saved_show_caret;
};

location_t
layout_file_location_scope::location (const std::string &path,
				      unsigned line, unsigned column)
{
  /* The line table keeps the file name's pointer.  */
  static std::set<std::string> names;
  const char *name = names.insert (printable_text (path, 4096)).first->c_str ();
  line_maps *table = layout_file_line_table ();
  bool first = LINEMAPS_ORDINARY_USED (table) == 0;
  linemap_add (table, first ? LC_ENTER : LC_RENAME, false, name, line);
  linemap_line_start (table, line, column + 1);
  return linemap_position_for_column (table, column);
}

diagnostic_t
diagnostic_kind (layout_problem_kind kind)
{
  switch (kind)
    {
    case layout_problem_kind::error: return DK_ERROR;
    case layout_problem_kind::warning: return DK_WARNING;
    case layout_problem_kind::note: return DK_NOTE;
    }
  return DK_ERROR;
}

/* Print MESSAGE of KIND about AT of SOURCE, without counting it.  */
void
emit (const layout_request &source, const text_position &at,
      layout_problem_kind kind, const std::string &message)
{
  diagnostic_t dk = diagnostic_kind (kind);
  switch (source.origin)
    {
    case layout_request::pragma:
      emit_diagnostic (dk, source.location_of (at), 0, "%s", message.c_str ());
      return;
    case layout_request::file:
      {
	layout_file_location_scope scope;
	emit_diagnostic (dk, scope.location (source.origin_text, at.line,
					     at.column),
			 0, "%s", message.c_str ());
	return;
      }
    case layout_request::command_line:
      {
	outside_the_program outside;
	emit_diagnostic (dk, UNKNOWN_LOCATION, 0,
			 "in %<-fplugin-arg-hyperlane-layout=%s%>, column %u: "
			 "%s", printable_text (source.origin_text).c_str (),
			 at.column, message.c_str ());
	return;
      }
    }
}

/* The words for "this source" in a note.  */
const char *
source_noun (const layout_request &source)
{
  switch (source.origin)
    {
    case layout_request::pragma: return "this pragma";
    case layout_request::file: return "this layout file";
    case layout_request::command_line: return "this argument";
    }
  return "this spec";
}

} // anon namespace

bool
report_layout_problem (const layout_request &request, const text_position &at,
		       layout_problem_kind kind, const std::string &message)
{
  source_count &count = source_counts ()[source_key (request)];
  if (kind != layout_problem_kind::note
      && count.printed >= max_reported_problems)
    {
      if (count.unprinted++ == 0)
	{
	  count.source = request;
	  count.first_unprinted = at;
	}
      return false;
    }
  if (kind != layout_problem_kind::note)
    count.printed++;
  emit (request, at, kind, message);
  return true;
}

void
report_parse_problems (const layout_request &source,
		       const layout_problems &problems)
{
  for (const layout_diagnostic &d : problems.reported)
    report_layout_problem (source, d.where,
			   d.warning ? layout_problem_kind::warning
				     : layout_problem_kind::error,
			   d.message);
  if (problems.unreported)
    {
      source_count &count = source_counts ()[source_key (source)];
      if (count.unprinted == 0)
	{
	  count.source = source;
	  count.first_unprinted = problems.first_unreported;
	}
      count.unprinted += problems.unreported;
    }
}

void
report_unprinted_layout_problems ()
{
  for (auto &entry : source_counts ())
    {
      source_count &count = entry.second;
      if (count.unprinted)
	emit (count.source, count.first_unprinted, layout_problem_kind::note,
	      std::to_string (count.unprinted) + " more problem"
	      + (count.unprinted > 1 ? "s" : "") + " in "
	      + source_noun (count.source) + " not shown");
      count.unprinted = 0;
    }
}

} // namespace hyperlane
