/* The layout language shared by #pragma array_transform,
   -fplugin-arg-hyperlane-layout=SPEC and layout files (thesis Fig. 3-2):

     spec-list  ::= spec ( ( ';' | NEWLINE ) spec )* [ ';' ]
     spec       ::= [ FILE ':' ] NAME ( ( '[' DIM ']' )+ | '(' DIM ( ',' DIM )* ')' )
		    ( '->' action )+
		  | ( 'struct' NAME | '*' NAME ) '->' ( SOA | AOSOA '(' INT ')' )
   '*' NAME names the structure type the pointer variable NAME (global or
   static) points to: the layout applies to every heap array of that type.
   The '(' form is Fortran's, column-major: NAME(m, i) is NAME[i][m].
     action     ::= STRIP_MINE '(' DIM ',' INT ',' NEWDIM ')'
		  | INTERCHANGE '(' DIM ',' DIM ')'
		  | PAD '(' DIM ',' SIGNED-INT ')'
		  | PEEL '(' DIM ',' SIGNED-INT ')'

   STRIP_MINE, INTERCHANGE and PAD are pre-actions; PEEL is a post-action
   and may only follow pre-actions; chained PEELs act on one dimension.
   '#' starts a comment that runs to the end of the line.  A spec ends at
   a ';' or, when the next spec starts on a later line, at the line's end.
   An empty spec (';' at the start or after another ';') is a warning.

   FILE (letters, digits and '_' '.' '/' '-' '+', then ':') scopes the
   spec to the translation unit whose main input file it names: the whole
   path, or a suffix of it that starts after a '/'.  A scoped spec
   promises that the file has the array, as a pragma does; an unscoped
   spec from the command line or a file applies to whatever arrays of
   that name each translation unit has, and skips the others.

   Numbers are decimal; sizes are in 1 .. 2147483647 (PAD and PEEL sizes
   also negative).  Bytes outside printable ASCII are escaped in messages
   ('\x00'), long texts are cut short there, a NUL byte ends the text
   (it is not a text file), and at most max_reported_problems problems of
   one text are kept: the others are only counted.

   This file knows nothing of GCC: it checks what can be checked without
   the array's declaration.  The layout pass checks the rest.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_SPEC_H
#define HYPERLANE_LAYOUT_SPEC_H

#include "../support/printable-text.h"

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

/* The layout of a structure type's heap arrays ('struct NAME -> SOA',
   'struct NAME -> AOSOA(T)'; plugin/relayout/): none for an array spec.  */
enum class record_layout_kind { none, soa, aosoa };

struct layout_spec
{
  std::string file_scope;	/* FILE of 'FILE:NAME[...]', or empty.  */
  std::string array;		/* For a record spec: the structure tag.  */
  record_layout_kind record = record_layout_kind::none;
  /* '*NAME -> ...': ARRAY is a pointer variable, and the spec is about the
     structure type it points to (resolved by the relayout pass).  */
  bool record_pointer = false;
  long block = 0;		/* AOSOA's T.  */
  std::vector<std::string> dims;	/* Outermost first.  */
  /* Written in Fortran form, NAME(d1, d2, ...), first dimension fastest:
     DIMS holds them reversed (outermost first), as C would write them.  */
  bool column_major = false;
  std::vector<layout_action> actions;
  text_position where;
};

struct layout_diagnostic
{
  text_position where;
  std::string message;
  bool warning = false;		/* Else an error.  */
};

/* One text's problems seen by the parser, so that garbage input costs a
   bounded amount of memory and output.  */
constexpr size_t max_reported_problems = 10;

struct layout_problems
{
  std::vector<layout_diagnostic> reported;	/* The first ones.  */
  size_t unreported = 0;			/* Counted only.  */
  text_position first_unreported;
  size_t errors = 0;

  void add (const text_position &where, const std::string &message,
	    bool warning = false);
};

/* The most dimensions a spec may name or create: no real array comes
   near, and the checks are quadratic in them.  */
constexpr size_t max_spec_dimensions = 256;

/* The largest layout file read, in bytes.  */
constexpr long max_layout_file_bytes = 1L << 20;

/* Parse TEXT; append the specs found to SPECS and every problem to
   PROBLEMS.  A spec with an error is not appended.  Returns true when
   there was no error.  */
bool parse_layout_specs (const std::string &text,
			 std::vector<layout_spec> &specs,
			 layout_problems &problems);

/* Whether the spec scope FILE_SCOPE names MAIN_INPUT, the path of the
   translation unit's main input file.  */
bool file_scope_matches (const std::string &file_scope,
			 const std::string &main_input);

/* The spec written back in the language's canonical form.  */
std::string to_string (const layout_spec &spec);

const char *action_name (layout_action_kind kind);

} // namespace hyperlane

#endif
