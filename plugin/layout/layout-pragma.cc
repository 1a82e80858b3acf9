/* #pragma array_transform, and the list of layout requests it and the
   command line fill.  The pragma's tokens (macro-expanded, so sizes may be
   macros) are turned back into text for the one parser of the layout
   language; each token's column is kept with its location, so that an
   error points at the token it is about.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "c-family/c-pragma.h"
#include "diagnostic.h"
#include "layout-request.h"
#include "../relayout/heap-requests.h"
#include "layout-diagnostics.h"

#include <algorithm>

/* Defined by the C-family front ends only: weak, so the plugin still loads
   into f951 (gfortran) and lto1, where they are null.  */
extern void c_register_pragma_with_expansion (const char *, const char *,
					      pragma_handler_1arg)
  __attribute__ ((weak));
extern enum cpp_ttype pragma_lex (tree *, location_t *) __attribute__ ((weak));

namespace hyperlane {

std::vector<layout_request> &
layout_requests ()
{
  static std::vector<layout_request> requests;
  return requests;
}

location_t
layout_request::location_of (const text_position &at) const
{
  if (columns.empty ())
    return loc;
  auto it = std::upper_bound (columns.begin (), columns.end (),
			      std::make_pair (at.column, (location_t) -1));
  if (it != columns.begin ())
    --it;
  return it->second;
}

namespace {

/* The decimal digits of the number token at LOC as the source spells
   them, without an integer suffix; "" when that is not a decimal number
   or the source cannot be read.  */
std::string
decimal_spelling (location_t loc)
{
  /* A token from a macro has no extent: read the number's characters
     (a pp-number's, so that 4'000 or 1.5 is not taken for 4 or 1) from
     where it is spelled.  */
  expanded_location at = expand_location_to_spelling_point (get_start (loc));
  if (!at.file || at.column < 1)
    return "";
  char_span line = location_get_source_line (at.file, at.line);
  if (!line || (size_t) at.column > line.length ())
    return "";
  size_t start = at.column - 1, end = start;
  while (end < line.length ()
	 && (ISALNUM (line[end]) || strchr ("_.'", line[end])))
    end++;
  std::string text (line.get_buffer () + start, end - start);
  size_t digits = text.find_first_not_of ("0123456789");
  if (digits == 0 || (digits != std::string::npos
		      && text.find_first_not_of ("uUlLzZ", digits)
			 != std::string::npos))
    return "";
  text.resize (std::min (digits, text.size ()));
  /* 010 is octal: only the value says what it is.  */
  if (text.size () > 1 && text[0] == '0')
    return "";
  return text;
}

/* The text of number token VALUE at LOC for the layout parser, which
   range-checks it: its digits as written when they are what the lexer
   read (which wraps a number too large for its type), else its value
   unless the lexer warned about it (LEXER_WARNED).  Null, with WHY set,
   when neither can be trusted.  */
const char *
number_text (tree value, location_t loc, bool lexer_warned,
	     std::string &buffer, const char *&why)
{
  if (TREE_CODE (value) != INTEGER_CST)
    return nullptr;
  buffer = decimal_spelling (loc);
  uint64_t low_bits = 0;
  for (char digit : buffer)
    low_bits = low_bits * 10 + (digit - '0');
  if (!buffer.empty ()
      && low_bits == (uint64_t) TREE_INT_CST_LOW (value))
    return buffer.c_str ();
  /* The lexer wraps a constant too large for every integer type, with
     a warning: then the value is not what was written.  A value out of
     range is refused here, so that a wrapped one is never echoed.  */
  if (lexer_warned || TREE_OVERFLOW (value) || !tree_fits_shwi_p (value)
      || tree_to_shwi (value) > INT_MAX)
    {
      why = "integer constant in %<#pragma array_transform%> is too large "
	    "for its type (a size is at most 2147483647)";
      return nullptr;
    }
  buffer = std::to_string (tree_to_shwi (value));
  return buffer.c_str ();
}

/* The text of a token of the layout language, or null (with WHY) for one
   it does not have.  */
const char *
token_text (cpp_ttype type, tree value, location_t loc, bool lexer_warned,
	    std::string &buffer, const char *&why)
{
  why = "unexpected token in %<#pragma array_transform%>; expected "
	"%<NAME[dim]... -> ACTION(...)%>";
  switch (type)
    {
    case CPP_NAME:
      return IDENTIFIER_POINTER (value);
    case CPP_NUMBER:
      return number_text (value, loc, lexer_warned, buffer, why);
    case CPP_OPEN_SQUARE: return "[";
    case CPP_CLOSE_SQUARE: return "]";
    case CPP_OPEN_PAREN: return "(";
    case CPP_CLOSE_PAREN: return ")";
    case CPP_COMMA: return ",";
    case CPP_SEMICOLON: return ";";
    case CPP_DEREF: return "->";
    case CPP_MINUS: return "-";
    case CPP_PLUS: return "+";
    case CPP_MULT: return "*";
    default: return nullptr;
    }
}

void
handle_array_transform (cpp_reader *)
{
  layout_request request;
  request.origin = layout_request::pragma;
  request.scope = current_function_decl;
  std::string text;
  location_t first = UNKNOWN_LOCATION;
  for (;;)
    {
      tree value = NULL_TREE;
      location_t loc = UNKNOWN_LOCATION;
      /* The C front end lexes each token as the pragma asks for it.  */
      int diagnostics_before = (diagnostic_kind_count (global_dc, DK_WARNING)
				+ diagnostic_kind_count (global_dc, DK_ERROR));
      cpp_ttype type = pragma_lex (&value, &loc);
      bool lexer_warned = (diagnostic_kind_count (global_dc, DK_WARNING)
			   + diagnostic_kind_count (global_dc, DK_ERROR)
			   != diagnostics_before);
      if (type == CPP_EOF || type == CPP_PRAGMA_EOL)
	break;
      if (first == UNKNOWN_LOCATION)
	first = loc;
      std::string buffer;
      const char *why = nullptr;
      const char *t = token_text (type, value, loc, lexer_warned, buffer,
				  why);
      if (!t)
	{
	  error_at (loc, why);
	  return;
	}
      if (!text.empty ())
	text += ' ';
      request.columns.push_back ({ (unsigned) text.size () + 1, loc });
      text += t;
    }
  if (text.empty ())
    {
      error_at (first == UNKNOWN_LOCATION ? input_location : first,
		"%<#pragma array_transform%> needs an array, its dimension "
		"names and at least one action");
      return;
    }
  request.loc = first;

  std::vector<layout_spec> specs;
  layout_problems problems;
  parse_layout_specs (text, specs, problems);
  report_parse_problems (request, problems);
  report_unprinted_layout_problems ();
  for (layout_spec &s : specs)
    {
      layout_request r = request;
      r.loc = r.location_of (s.where);
      r.spec = std::move (s);
      if (r.spec.column_major)
	{
	  error_at (r.loc, "%<#pragma array_transform%> names a C or C++ "
		    "array: write its dimensions in brackets, %<%s[...]%>; "
		    "the form %<%s(...)%> is for Fortran arrays",
		    printable_text (r.spec.array, 40).c_str (),
		    printable_text (r.spec.array, 40).c_str ());
	  continue;
	}
      if (!take_heap_layout_request (r))
	layout_requests ().push_back (std::move (r));
    }
}

void
register_pragmas (void *, void *)
{
  if (c_register_pragma_with_expansion && pragma_lex)
    c_register_pragma_with_expansion (nullptr, "array_transform",
				      handle_array_transform);
}

void
finish_type (void *type, void *)
{
  note_defined_record ((tree) type);
}

} // anon namespace

void
register_layout_pragma (const char *plugin_name)
{
  /* The structure tags the unit defines, for a pragma's record spec.  */
  register_callback (plugin_name, PLUGIN_FINISH_TYPE, finish_type, nullptr);
  /* Called by the C-family front ends before they read the first token;
     the other front ends never call it.  */
  register_callback (plugin_name, PLUGIN_PRAGMAS, register_pragmas, nullptr);
}

} // namespace hyperlane
