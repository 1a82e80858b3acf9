/* What the readers of plan-text.h share: the words of a line and the
   errors that name them, numbers in patterns, operation names, the loop
   over lines.  Split from plan-text.cc (the plan's text) so that each
   file keeps to the size limits; plan-text-dag.cc has the DAG's.
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_TEXT_READER_H
#define HYPERLANE_PLAN_TEXT_READER_H

#include "plan-text.h"

#include <string>
#include <vector>

namespace hyperlane {
namespace plan_text {

/* Whether WORD is PATTERN, whose "%u" stand for unsigned and "%d" for
   signed numbers, stored into *A and then *B when given.  */
bool match (const std::string &word, const char *pattern, long *a = nullptr,
	    long *b = nullptr);

/* The blank-separated words of one line and the reader's place among
   them, so that an error can say what was expected where.  */
class words
{
public:
  words (const std::string &line, unsigned number, std::string *error)
    : m_number (number), m_error (error)
  {
    size_t i = 0;
    while (i < line.size ())
      {
	size_t end = line.find_first_of (" \t\r", i);
	if (end == std::string::npos)
	  end = line.size ();
	if (end > i)
	  m_words.push_back (line.substr (i, end - i));
	i = end + 1;
      }
  }
  bool at_end () const { return m_next == m_words.size (); }
  const std::string &peek () const
  {
    static const std::string none;
    return at_end () ? none : m_words[m_next];
  }
  void skip () { m_next++; }
  /* Take the next word if it is PATTERN (see match).  */
  bool accept (const char *pattern, long *a = nullptr, long *b = nullptr)
  {
    if (at_end () || !match (m_words[m_next], pattern, a, b))
      return false;
    m_next++;
    return true;
  }
  /* Take the next word, which must be PATTERN, described as WHAT.  */
  bool expect (const char *pattern, const std::string &what,
	       long *a = nullptr, long *b = nullptr)
  {
    return accept (pattern, a, b) || fail (what);
  }
  /* An error: WHAT was expected at the next word.  */
  bool fail (const std::string &what)
  {
    return error ("expected " + what + ", found "
		  + (at_end () ? "the end of the line" : "'" + peek () + "'"));
  }
  bool error (const std::string &message)
  {
    *m_error = "line " + std::to_string (m_number) + ": " + message;
    return false;
  }
  unsigned number () const { return m_number; }

private:
  std::vector<std::string> m_words;
  size_t m_next = 0;
  unsigned m_number;
  std::string *m_error;
};

/* Read an operation named as CODER knows it, or "op<code>", into
   *CODE.  */
bool read_operation (words &w, operation_coder coder, int *code);

/* TEXT's lines without their newlines.  */
std::vector<std::string> lines_of (const std::string &text);

/* Give READER each line of TEXT but the blank ones and comments, the
   first numbered FIRST_LINE, then the end.  */
template <class reader>
bool
read_lines (const std::string &text, unsigned first_line, reader &r)
{
  std::vector<std::string> lines = lines_of (text);
  for (size_t i = 0; i < lines.size (); i++)
    {
      std::string &line = lines[i];
      if (!line.empty () && line.back () == '\r')
	line.pop_back ();
      size_t first = line.find_first_not_of (" \t");
      if (first == std::string::npos || line[first] == '#')
	continue;
      if (!r.line (line, first_line + (unsigned) i))
	return false;
    }
  return r.finish (first_line + (unsigned) lines.size ());
}

} // namespace plan_text
} // namespace hyperlane

#endif
