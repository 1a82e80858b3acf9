/* The symbols of arrays whose layout changes under layout-trust.  A
   layout is part of the ABI: a public array and its pieces get assembler
   names that spell the layout (u becomes u.hyperlane.k.j.i.m.STRIP_MINE.
   i.4.ii.INTERCHANGE.m.ii), so that objects built with another layout, or
   with none, fail to link instead of reading each other's data wrongly;
   a marker symbol in a COMDAT group per layout makes GNU ld name both
   layouts when two objects disagree.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_SYMBOLS_H
#define HYPERLANE_LAYOUT_SYMBOLS_H

#include "layout-spec.h"
#include "layout-targets.h"

#include <string>

namespace hyperlane {

/* ".hyperlane.DIMS.ACTIONS": SPEC spelt with the characters of an
   assembler symbol, one dot between tokens (PAD(i, -2) is PAD.i.minus2).  */
std::string layout_symbol_suffix (const layout_spec &spec);

/* When T (transformed) is visible to other translation units, append the
   layout suffix to the assembler name of every piece, and record in the
   object, as the linker warning for references to the old symbol, which
   layout the array has here.  */
void give_layout_symbols (layout_target &t);

/* When T's spec was refused and the array is visible to other translation
   units, record in the object that the array has no layout here, so that
   linking it with an object that transformed the array fails with a
   message naming both.  */
void record_refused_layout (const layout_target &t);

/* For a Fortran array T (layout-fortran.h): give its storage variable
   (a module variable, a COMMON block) the symbol NEW_NAME unless it is
   empty, and record LAYOUT for the linker as give_layout_symbols does,
   OLD_NAME being the storage's symbol without a layout and GROUP_SUFFIX
   naming the layout's COMDAT group.  */
void record_fortran_layout (const layout_target &t,
			    const std::string &old_name,
			    const std::string &new_name,
			    const std::string &group_suffix,
			    const std::string &layout);

} // namespace hyperlane

#endif
