/* Layout-encoding symbols of public arrays; see layout-symbols.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "cgraph.h"
#include "target.h"
#include "layout-symbols.h"
#include "layout-fortran.h"
#include "layout-refusals.h"

#include <set>

namespace hyperlane {

namespace {

/* N as a symbol token: 4, or minus2 for -2.  */
std::string
size_token (long n)
{
  return n < 0 ? "minus" + std::to_string (-n) : std::to_string (n);
}

/* TEXT as the operand of an assembler .string directive.  */
std::string
asm_string_literal (const std::string &text)
{
  std::string s = "\"";
  for (unsigned char c : text)
    if (c == '"' || c == '\\')
      s += std::string ("\\") + (char) c;
    else if (c < ' ' || c == 0x7f)
      {
	char octal[8];
	snprintf (octal, sizeof octal, "\\%03o", c);
	s += octal;
      }
    else
      s += (char) c;
  return s + "\"";
}

/* The assembler name of DECL as the linker sees it (no '*' marker).  */
std::string
linker_name (tree decl)
{
  return targetm.strip_name_encoding
	   (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl)));
}

/* Give DECL the assembler name NAME, dropping RTL made for the old one.  */
void
rename_symbol (tree decl, const std::string &name)
{
  if (DECL_RTL_SET_P (decl))
    SET_DECL_RTL (decl, NULL);
  symtab->change_decl_assembler_name (decl, get_identifier (name.c_str ()));
}

/* CODE, top-level assembly that defines symbols, emitted once per
   assembly file for KEY: link-time optimization puts the top-level
   assembly of every object of a partition into one file, where objects
   that agree (the same KEY) would define the symbols twice.  Objects
   that disagree define them under different keys, and the assembler
   refuses the second definition, as the linker does without LTO.  */
void
emit_once_per_assembly (const std::string &key, const std::string &code)
{
  std::string label = asm_string_literal (".L" + key);
  std::string text = "\t.ifndef " + label + "\n\t.set " + label + ", 0\n"
		     + code + "\n\t.endif";
  symtab->finalize_toplevel_asm (build_string (text.size (), text.c_str ()));
}

/* Top-level assembly that defines SYMBOL (global) as one zero byte of
   TYPE ("%object", "%tls_object") in the section NAME of FLAGS (the
   .section flags and type), in the COMDAT group GROUP.  */
std::string
zero_byte_in_group (const std::string &name, const char *flags,
		    const std::string &group, const std::string &symbol,
		    const char *type)
{
  std::string quoted = asm_string_literal (symbol);
  return "\t.pushsection " + asm_string_literal (name) + "," + flags + ","
	 + asm_string_literal (group) + ",comdat\n"
	 "\t.globl " + quoted + "\n"
	 "\t.type " + quoted + ", " + type + "\n"
	 "\t.size " + quoted + ", 1\n"
	 + quoted + ":\n"
	 "\t.zero 1\n"
	 "\t.popsection";
}

/* A .gnu.warning.SYMBOL section: GNU ld prints its text at every
   reference to SYMBOL it links, here the symbol of T's ARRAY without a
   layout, which this object no longer defines or uses.  */
void
record_layout_for_linker (const layout_target &t, const std::string &array,
			  const std::string &old_name,
			  const std::string &new_name)
{
  /* One record per symbol and object (a C file may declare the array at
     file scope and again inside a function).  */
  static std::set<std::string> recorded;
  if (!recorded.insert (old_name).second)
    return;
  std::string text
    = "hyperlane: '" + array + "' has the layout '"
      + to_string (t.request->spec) + "' in "
      + (main_input_filename ? main_input_filename : "another object")
      + " (symbol " + new_name + "), but this reference expects it without "
      "a layout (its object was built without the spec, or refused it with "
      "a warning); give every translation unit that uses '" + array
      + "' the same layout spec and -fplugin-arg-hyperlane-layout-trust";
  std::string code = "\t.pushsection \".gnu.warning." + old_name + "\"\n"
		     "\t.string " + asm_string_literal (text) + "\n"
		     "\t.popsection";
  symtab->finalize_toplevel_asm (build_string (code.size (), code.c_str ()));
}

/* A one-byte definition of "hyperlane.layout.of.OLD_NAME", OLD_NAME being
   the symbol of ARRAY without a layout, in a COMDAT group of the layout's
   own ("hyperlane.layout.OLD_NAME" + GROUP_SUFFIX) whose section name spells
   LAYOUT: objects that agree share one group, and GNU ld reports objects
   with two layouts as a multiple definition of that symbol whose two
   places, the section names, spell both layouts.  The section is not
   loaded.  */
void
record_layout_marker (const std::string &array, const std::string &old_name,
		      const std::string &group_suffix,
		      const std::string &layout)
{
  static std::set<std::string> recorded;
  if (!recorded.insert (old_name).second)
    return;
  std::string group = "hyperlane.layout." + old_name + group_suffix;
  emit_once_per_assembly
    (group, zero_byte_in_group ("hyperlane layout of '" + array + "': "
				+ layout, "\"G\",%progbits", group,
				"hyperlane.layout.of." + old_name,
				"%object"));
}

/* A thread-local one-byte definition of OLD_NAME, the symbol of an array
   (THING) without its layout LAYOUT (KEY: its symbol suffix), in a COMDAT
   group that the objects with the layout share.  An object built without
   the layout that defines the old symbol too (a C tentative definition
   under -fcommon, a COMMON block) or refers to it would otherwise link:
   GNU ld refuses the mix ("TLS definition in OBJ section SECTION
   mismatches non-TLS reference"), and the section's name says why.  Its
   name starts ".tbss." so that the linker script puts it in .tbss (an
   orphan TLS section makes GNU ld print "lma ... adjusted").  */
void
guard_old_symbol (const std::string &old_name, const std::string &thing,
		  const std::string &layout, const std::string &key)
{
  static std::set<std::string> guarded;
  if (!guarded.insert (old_name).second)
    return;
  std::string section
    = ".tbss.hyperlane: " + thing + " has a layout in this object ("
      + layout + "); build every object that uses it with the same "
      "layout spec and -fplugin-arg-hyperlane-layout-trust";
  emit_once_per_assembly
    ("hyperlane.abi." + old_name + key,
     zero_byte_in_group (section, "\"awTG\",%nobits",
			 "hyperlane.abi." + old_name, old_name,
			 "%tls_object"));
}

/* Whether T's array is visible to other translation units.  */
bool
public_array_p (const layout_target &t)
{
  return TREE_PUBLIC (t.decl) || DECL_EXTERNAL (t.decl);
}

} // anon namespace

std::string
layout_symbol_suffix (const layout_spec &spec)
{
  std::string s = ".hyperlane";
  for (const std::string &d : spec.dims)
    s += "." + d;
  for (const layout_action &a : spec.actions)
    {
      s += std::string (".") + action_name (a.kind) + "." + a.dim;
      switch (a.kind)
	{
	case layout_action_kind::strip_mine:
	  s += "." + size_token (a.size) + "." + a.other_dim;
	  break;
	case layout_action_kind::interchange:
	  s += "." + a.other_dim;
	  break;
	case layout_action_kind::pad:
	case layout_action_kind::peel:
	  s += "." + size_token (a.size);
	  break;
	}
    }
  return s;
}

void
give_layout_symbols (layout_target &t)
{
  if (t.refused || t.pieces.empty () || !public_array_p (t))
    return;
  std::string suffix = layout_symbol_suffix (t.request->spec);
  std::string old_name = linker_name (t.decl);
  /* Before the renaming: a C++ name comes back from the symbol under
     -flto.  */
  std::string printable = source_name (t.decl);
  varpool_node *array = varpool_node::get (t.decl);
  for (tree piece : t.pieces)
    {
      /* Keep a '*' (name used verbatim) where the old name had one.  */
      std::string name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (piece));
      rename_symbol (piece, name + suffix);
      /* GCC decided visibility before the pass made the extra pieces: as
	 the array's, or an unreferenced piece of a definition would be
	 dropped and other objects' references to it left undefined.  */
      varpool_node *node = varpool_node::get (piece);
      if (array && node && node != array)
	node->externally_visible = array->externally_visible;
    }
  record_layout_marker (printable, old_name, suffix,
			to_string (t.request->spec));
  /* A definition here: another object may define the old symbol too,
     which the guard refuses.  Where the array is only declared here, the
     linker's warning explains a reference to the old symbol.  Not for
     link-time optimization: its symbol resolution does not see top-level
     assembly, and a plain reference would bind to the guard.  */
  if (!DECL_EXTERNAL (t.decl) && !flag_generate_lto)
    guard_old_symbol (old_name, "'" + printable + "'",
		      to_string (t.request->spec), suffix);
  else
    record_layout_for_linker (t, printable, old_name,
			      linker_name (t.pieces[0]));
}

void
record_refused_layout (const layout_target &t)
{
  if (!t.refused || !t.decl || !public_array_p (t))
    return;
  record_layout_marker (source_name (t.decl), linker_name (t.decl), ".none",
			std::string ("none (the spec was refused in ")
			+ (main_input_filename ? main_input_filename
			   : "this object") + ")");
}

void
record_fortran_layout (const layout_target &t, const std::string &old_name,
		       const std::string &new_name,
		       const std::string &group_suffix,
		       const std::string &layout)
{
  std::string printable = source_name (t.decl);
  if (!new_name.empty ())
    {
      rename_symbol (t.fortran->object, new_name);
      if (!t.fortran->field)
	record_layout_for_linker (t, printable, old_name, new_name);
      else
	/* A COMMON block is a common symbol in every object that uses
	   it: an object built without the layout defines its own.  */
	guard_old_symbol (old_name, "the COMMON block " + old_name, layout,
			  group_suffix);
    }
  record_layout_marker (printable, old_name, group_suffix, layout);
}

} // namespace hyperlane
