/* Parser of the layout language; see layout-spec.h for the grammar (the
   specs as text in layout-spec-text.cc).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "layout-spec.h"

#include <algorithm>
#include <climits>

namespace hyperlane {

namespace {

enum class token_kind { ident, number, punct, file_scope, end };

struct token
{
  token_kind kind;
  std::string text;		/* A file scope keeps its ':'.  */
  text_position where;
};

/* Character classes of the language, in ASCII whatever the locale.  */
bool
is_digit (unsigned char c)
{
  return c >= '0' && c <= '9';
}

bool
is_name_start (unsigned char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool
is_name_char (unsigned char c)
{
  return is_name_start (c) || is_digit (c);
}

bool
is_path_char (unsigned char c)
{
  return is_name_char (c) || c == '.' || c == '/' || c == '-' || c == '+';
}

bool
is_space (unsigned char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v'
	 || c == '\f';
}

bool
is_punct_char (unsigned char c)
{
  return c != 0 && std::string ("[](),;-+*").find (c) != std::string::npos;
}

/* Whether C starts a token or is white space or a comment.  */
bool
is_expected_char (unsigned char c)
{
  return is_space (c) || c == '#' || is_name_char (c) || is_punct_char (c)
	 || c == '.' || c == '/';
}

/* "'TEXT'" for a message.  */
std::string
quoted (const std::string &text)
{
  return "'" + printable_text (text, 40) + "'";
}

/* Split TEXT into tokens; '#' comments and white space are dropped.  */
std::vector<token>
tokenize (const std::string &text, layout_problems &problems)
{
  std::vector<token> tokens;
  text_position pos;
  size_t i = 0;
  /* No file scope starts before this offset: the run of path characters
     it ends was scanned and has no ':' after it (keeps a long run linear).  */
  size_t no_scope_before = 0;
  auto advance = [&] (size_t n) {
    for (size_t k = 0; k < n && i < text.size (); k++, i++)
      if (text[i] == '\n')
	{
	  pos.line++;
	  pos.column = 1;
	}
      else
	pos.column++;
  };
  auto run_end = [&] (size_t from, bool (*in_run) (unsigned char)) {
    size_t j = from;
    while (j < text.size () && in_run ((unsigned char) text[j]))
      j++;
    return j;
  };
  while (i < text.size ())
    {
      unsigned char c = text[i];
      if (c == 0)
	{
	  problems.add (pos, "a NUL byte: layout specs are text; the rest "
			     "is ignored");
	  break;
	}
      if (i >= no_scope_before && (is_name_char (c) || c == '.' || c == '/'))
	{
	  size_t j = run_end (i, is_path_char);
	  if (j < text.size () && text[j] == ':')
	    {
	      tokens.push_back ({ token_kind::file_scope,
				  text.substr (i, j + 1 - i), pos });
	      advance (j + 1 - i);
	      continue;
	    }
	  no_scope_before = j;
	}
      if (is_space (c))
	advance (1);
      else if (c == '#')
	while (i < text.size () && text[i] != '\n')
	  advance (1);
      else if (is_name_start (c))
	{
	  size_t j = run_end (i, is_name_char);
	  tokens.push_back ({ token_kind::ident, text.substr (i, j - i), pos });
	  advance (j - i);
	}
      else if (is_digit (c))
	{
	  size_t j = run_end (i, is_digit);
	  tokens.push_back ({ token_kind::number, text.substr (i, j - i), pos });
	  advance (j - i);
	}
      else if (c == '-' && i + 1 < text.size () && text[i + 1] == '>')
	{
	  tokens.push_back ({ token_kind::punct, "->", pos });
	  advance (2);
	}
      else if (is_punct_char (c))
	{
	  tokens.push_back ({ token_kind::punct, std::string (1, c), pos });
	  advance (1);
	}
      else
	{
	  /* One message for a run of characters outside the language
	     (binary data, UTF-8), not one per byte.  */
	  size_t j = i + 1;
	  while (j < text.size () && text[j] != 0
		 && !is_expected_char ((unsigned char) text[j]))
	    j++;
	  std::string run = text.substr (i, j - i);
	  problems.add (pos, std::string ("unexpected character")
			     + (run.size () > 1 ? "s " : " ") + quoted (run)
			     + " in layout spec");
	  advance (j - i);
	}
    }
  tokens.push_back ({ token_kind::end, "", pos });
  return tokens;
}

/* Recursive-descent parser.  GCC is built without exceptions, so errors
   are returned: every parse_* member returns false once m_error is set,
   and the caller abandons the spec and resumes at the next one.  */
class parser
{
public:
  parser (std::vector<token> tokens) : m_tokens (std::move (tokens)) {}

  void parse (std::vector<layout_spec> &specs, layout_problems &problems)
  {
    while (peek ().kind != token_kind::end)
      {
	if (is_punct (";"))
	  {
	    /* A ';' ends a spec; one with no spec before it is a slip.  */
	    if (m_next == 0 || m_tokens[m_next - 1].text == ";")
	      problems.add (peek ().where, "empty layout spec: a ';' with "
					   "no spec before it", true);
	    next ();
	    continue;
	  }
	layout_spec spec;
	size_t start = m_next;
	if (parse_spec (spec)
	    && peek ().kind != token_kind::end && !is_punct (";")
	    && !starts_new_line_spec ())
	  fail (peek (), "expected '->' or ';' after a layout action, found "
			 + describe (peek ()));
	if (m_error.message.empty ())
	  specs.push_back (std::move (spec));
	else
	  {
	    problems.add (m_error.where, m_error.message);
	    m_error = layout_diagnostic ();
	    /* Resume at the next spec: after a ';', or at a name that
	       starts a later line (one spec per line in a file).  */
	    if (m_next == start)
	      next ();
	    while (peek ().kind != token_kind::end && !is_punct (";")
		   && !starts_new_line_spec ())
	      next ();
	  }
      }
  }

private:
  std::vector<token> m_tokens;
  size_t m_next = 0;
  layout_diagnostic m_error;

  const token &peek () const { return m_tokens[m_next]; }
  const token &next ()
  {
    const token &t = m_tokens[m_next];
    if (t.kind != token_kind::end)
      m_next++;
    return t;
  }
  /* In a file, a spec may also end at the end of its line: the next
     token is a name (or the '*' of a pointer spec) on a later line.  */
  bool starts_new_line_spec () const
  {
    return (peek ().kind == token_kind::ident
	    || peek ().kind == token_kind::file_scope || is_punct ("*"))
	   && m_next > 0
	   && peek ().where.line > m_tokens[m_next - 1].where.line;
  }
  bool is_punct (const char *p) const
  {
    return peek ().kind == token_kind::punct && peek ().text == p;
  }

  /* Record the first error of a spec; always false, for "return fail".  */
  bool fail (text_position at, const std::string &msg)
  {
    if (m_error.message.empty ())
      m_error = { at, msg };
    return false;
  }
  bool fail (const token &at, const std::string &msg)
  {
    return fail (at.where, msg);
  }

  static std::string describe (const token &t)
  {
    return t.kind == token_kind::end ? "end of spec" : quoted (t.text);
  }

  bool expect (const char *p, const std::string &what)
  {
    if (!is_punct (p))
      return fail (peek (), std::string ("expected '") + p + "' " + what
			    + ", found " + describe (peek ()));
    next ();
    return true;
  }

  bool expect_ident (const char *what, std::string &out,
		     text_position *at = nullptr)
  {
    if (peek ().kind != token_kind::ident)
      return fail (peek (), std::string ("expected ") + what + ", found "
			    + describe (peek ()));
    if (at)
      *at = peek ().where;
    out = next ().text;
    return true;
  }

  /* An integer; ALLOW_SIGN says whether a leading '-' or '+' is allowed.  */
  bool expect_integer (const char *what, bool allow_sign, long &value,
		       text_position &at)
  {
    at = peek ().where;
    bool negative = false;
    if (is_punct ("-") || is_punct ("+"))
      {
	if (!allow_sign)
	  return fail (peek (), std::string (what)
				+ " must be a positive integer");
	negative = next ().text == "-";
      }
    if (peek ().kind != token_kind::number)
      return fail (peek (), std::string ("expected ") + what + ", found "
			    + describe (peek ()));
    const token &num = next ();
    value = 0;
    for (char digit : num.text)
      {
	value = value * 10 + (digit - '0');
	if (value > INT_MAX)
	  return fail (num, std::string (what) + " " + quoted (num.text)
			    + " is too large (at most 2147483647)");
      }
    if (negative)
      value = -value;
    return true;
  }

  static std::string too_many_dimensions ()
  {
    return "too many dimensions: a spec may name or create at most "
	   + std::to_string (max_spec_dimensions);
  }

  /* One dimension name of SPEC's array, new and within the limit.  */
  bool parse_dimension_name (layout_spec &spec)
  {
    std::string d;
    text_position at;
    if (!expect_ident ("a dimension name", d, &at))
      return false;
    if (has_dim (spec.dims, d))
      return fail (at, "dimension name " + quoted (d) + " used twice");
    if (spec.dims.size () == max_spec_dimensions)
      return fail (at, too_many_dimensions ());
    spec.dims.push_back (d);
    return true;
  }

  static bool has_dim (const std::vector<std::string> &dims,
		       const std::string &name)
  {
    return std::find (dims.begin (), dims.end (), name) != dims.end ();
  }

  /* A name of one of DIMS, the dimensions as the actions so far left
     them.  */
  bool expect_dim (const std::vector<std::string> &dims,
		   const layout_spec &spec, std::string &out)
  {
    text_position at;
    if (!expect_ident ("a dimension name", out, &at))
      return false;
    if (!has_dim (dims, out))
      return fail (at, quoted (out) + " is not a dimension of "
		       + quoted (spec.array) + " at this point of the spec");
    return true;
  }

  bool parse_spec (layout_spec &spec)
  {
    spec.where = peek ().where;
    if (peek ().kind == token_kind::file_scope)
      {
	const std::string &scope = next ().text;
	spec.file_scope = scope.substr (0, scope.size () - 1);
      }
    if (peek ().kind == token_kind::ident && peek ().text == "struct"
	&& m_tokens[m_next + 1].kind == token_kind::ident)
      return parse_record_spec (spec);
    if (is_punct ("*"))
      {
	/* '*' NAME: the structure type the pointer variable NAME points
	   to.  */
	next ();
	spec.record_pointer = true;
	if (!expect_ident ("a pointer variable's name after '*'", spec.array))
	  return false;
	return parse_record_layout (spec);
      }
    if (!expect_ident ("an array name", spec.array))
      return false;
    if (is_punct ("("))
      {
	/* Fortran form, column-major: u(m, i, j, k) is C's u[k][j][i][m].  */
	spec.column_major = true;
	next ();
	for (;;)
	  {
	    if (!parse_dimension_name (spec))
	      return false;
	    if (is_punct (","))
	      {
		next ();
		continue;
	      }
	    if (!expect (")", "after the dimension names"))
	      return false;
	    break;
	  }
	std::reverse (spec.dims.begin (), spec.dims.end ());
      }
    else if (!is_punct ("["))
      return fail (peek (), "expected '[' and a dimension name after "
			    + quoted (spec.array));
    while (!spec.column_major && is_punct ("["))
      {
	next ();
	if (!parse_dimension_name (spec))
	  return false;
	if (!expect ("]", "after a dimension name"))
	  return false;
      }
    if (!is_punct ("->"))
      return fail (peek (), "expected '->' and a layout action after the "
			    "dimensions of " + quoted (spec.array));

    std::vector<std::string> dims = spec.dims;
    bool seen_peel = false;
    while (is_punct ("->"))
      {
	next ();
	layout_action act;
	if (!parse_action (dims, spec, seen_peel, act))
	  return false;
	spec.actions.push_back (act);
      }
    return true;
  }

  /* 'struct' NAME '->' ( SOA | AOSOA '(' INT ')' ): the layout of the
     heap arrays of a structure type (plugin/relayout/).  */
  bool parse_record_spec (layout_spec &spec)
  {
    next ();
    next_ident (spec.array);
    return parse_record_layout (spec);
  }

  /* '->' ( SOA | AOSOA '(' INT ')' ) after 'struct NAME' or '*NAME'.  */
  bool parse_record_layout (layout_spec &spec)
  {
    if (!expect ("->", "and a layout (SOA or AOSOA(T)) after "
		       + std::string (spec.record_pointer ? "'*" : "'struct ")
		       + printable_text (spec.array, 40) + "'"))
      return false;
    std::string name;
    text_position at;
    if (!expect_ident ("a structure layout (SOA or AOSOA(T))", name, &at))
      return false;
    if (name == "SOA")
      spec.record = record_layout_kind::soa;
    else if (name == "AOSOA")
      {
	spec.record = record_layout_kind::aosoa;
	if (!expect ("(", "after AOSOA")
	    || !expect_integer ("a block size", false, spec.block, at))
	  return false;
	if (spec.block <= 0)
	  return fail (at, "AOSOA block size must be positive");
	if (spec.block > 4096)
	  return fail (at, "AOSOA block size " + std::to_string (spec.block)
			   + " is too large (at most 4096 records)");
	if (!expect (")", "to close AOSOA"))
	  return false;
      }
    else
      return fail (at, "unknown structure layout " + quoted (name)
		       + "; expected SOA or AOSOA(T)");
    if (is_punct ("->"))
      return fail (peek (), "a structure layout takes no further actions");
    return true;
  }

  void next_ident (std::string &out) { out = next ().text; }

  static bool action_kind_from_name (const std::string &name,
				     layout_action_kind &kind)
  {
    static const layout_action_kind kinds[]
      = { layout_action_kind::strip_mine, layout_action_kind::interchange,
	  layout_action_kind::pad, layout_action_kind::peel };
    for (layout_action_kind k : kinds)
      if (name == action_name (k))
	{
	  kind = k;
	  return true;
	}
    return false;
  }

  bool parse_action (std::vector<std::string> &dims, const layout_spec &spec,
		     bool &seen_peel, layout_action &act)
  {
    std::string name;
    if (!expect_ident ("a layout action (STRIP_MINE, INTERCHANGE, PAD or "
		       "PEEL)", name, &act.where))
      return false;
    if (!action_kind_from_name (name, act.kind))
      return fail (act.where, "unknown layout action " + quoted (name)
			      + "; expected STRIP_MINE, INTERCHANGE, PAD "
				"or PEEL");
    if (act.kind != layout_action_kind::peel && seen_peel)
      return fail (act.where, name + " after PEEL: PEEL is a post-action "
				     "and must follow every other action");
    if (!expect ("(", "after " + name))
      return false;
    text_position dim_at = peek ().where;
    if (!expect_dim (dims, spec, act.dim) || !expect (",", "between arguments"))
      return false;

    text_position at;
    switch (act.kind)
      {
      case layout_action_kind::strip_mine:
	if (!expect_integer ("a tile size", false, act.size, at))
	  return false;
	if (act.size <= 0)
	  return fail (at, "STRIP_MINE tile size must be positive");
	if (!expect (",", "between arguments")
	    || !expect_ident ("a new dimension name", act.other_dim, &at))
	  return false;
	if (has_dim (dims, act.other_dim))
	  return fail (at, "STRIP_MINE's new dimension "
			   + quoted (act.other_dim)
			   + " already names a dimension");
	if (dims.size () == max_spec_dimensions)
	  return fail (at, too_many_dimensions ());
	dims.insert (std::find (dims.begin (), dims.end (), act.dim) + 1,
		     act.other_dim);
	break;

      case layout_action_kind::interchange:
	at = peek ().where;
	if (!expect_dim (dims, spec, act.other_dim))
	  return false;
	if (act.other_dim == act.dim)
	  return fail (at, "INTERCHANGE of dimension " + quoted (act.dim)
			   + " with itself");
	std::iter_swap (std::find (dims.begin (), dims.end (), act.dim),
			std::find (dims.begin (), dims.end (), act.other_dim));
	break;

      case layout_action_kind::pad:
	if (!expect_integer ("a pad size", true, act.size, at))
	  return false;
	if (act.size == 0)
	  return fail (at, "PAD size must not be zero");
	break;

      case layout_action_kind::peel:
	if (!expect_integer ("a peel size", true, act.size, at))
	  return false;
	if (act.size == 0)
	  return fail (at, "PEEL size must not be zero");
	if (seen_peel && act.dim != spec.actions.back ().dim)
	  return fail (dim_at, "chained PEELs must act on one dimension ('"
			       + spec.actions.back ().dim + "'), not '"
			       + act.dim + "'");
	seen_peel = true;
	break;
      }
    return expect (")", "to close " + name);
  }
};

} // anon namespace

void
layout_problems::add (const text_position &where, const std::string &message,
		      bool warning)
{
  errors += !warning;
  if (reported.size () < max_reported_problems)
    reported.push_back ({ where, message, warning });
  else if (unreported++ == 0)
    first_unreported = where;
}

bool
parse_layout_specs (const std::string &text, std::vector<layout_spec> &specs,
		    layout_problems &problems)
{
  size_t errors_before = problems.errors;
  std::vector<token> tokens = tokenize (text, problems);
  if (problems.errors != errors_before)
    return false;
  parser (std::move (tokens)).parse (specs, problems);
  return problems.errors == errors_before;
}

} // namespace hyperlane
