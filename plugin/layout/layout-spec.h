/* The layout language shared by #pragma array_transform,
   -fplugin-arg-hyperlane-layout=SPEC and layout files (thesis Fig. 3-2):

     spec-list  ::= spec ( ( ';' | NEWLINE ) spec )* [ ';' ]
     spec       ::= NAME ( '[' DIM ']' )+ ( '->' action )+
     action     ::= STRIP_MINE '(' DIM ',' INT ',' NEWDIM ')'
		  | INTERCHANGE '(' DIM ',' DIM ')'
		  | PAD '(' DIM ',' SIGNED-INT ')'
		  | PEEL '(' DIM ',' SIGNED-INT ')'

   STRIP_MINE, INTERCHANGE and PAD are pre-actions; PEEL is a post-action
   and may only follow pre-actions; chained PEELs act on one dimension.
   '#' starts a comment that runs to the end of the line.  A spec ends at
   a ';' or, when the next spec starts on a later line, at the line's end.

   This file knows nothing of GCC: it checks what can be checked without
   the array's declaration.  The layout pass checks the rest.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_SPEC_H
#define HYPERLANE_LAYOUT_SPEC_H

#include <string>
#include <vector>

namespace hyperlane {

/* A position inside the text handed to the parser, 1-based.  */
struct text_position
{
  unsigned line = 1;
  unsigned column = 1;
};

enum class layout_action_kind { strip_mine, interchange, pad, peel };

struct layout_action
{
  layout_action_kind kind;
  std::string dim;		/* The dimension acted on.  */
  std::string other_dim;	/* INTERCHANGE's second, STRIP_MINE's new.  */
  long size = 0;		/* STRIP_MINE tile, PAD or PEEL size.  */
  text_position where;
};

struct layout_spec
{
  std::string array;
  std::vector<std::string> dims;	/* Outermost first.  */
  std::vector<layout_action> actions;
  text_position where;
};

struct layout_diagnostic
{
  text_position where;
  std::string message;
};

/* Parse TEXT; append the specs found to SPECS and every problem to
   DIAGNOSTICS.  A spec with an error is not appended.  Returns true when
   there was no error.  */
bool parse_layout_specs (const std::string &text,
			 std::vector<layout_spec> &specs,
			 std::vector<layout_diagnostic> &diagnostics);

/* The spec written back in the language's canonical form.  */
std::string to_string (const layout_spec &spec);

const char *action_name (layout_action_kind kind);

} // namespace hyperlane

#endif
