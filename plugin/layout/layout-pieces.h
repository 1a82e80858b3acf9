/* The creation of the new declarations of an array to transform: one per
   piece of its layout map (the first is the array itself, retyped), named,
   laid out, given their share of the initial value and registered with
   the symbol table or their function.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_PIECES_H
#define HYPERLANE_LAYOUT_PIECES_H

#include "layout-targets.h"

namespace hyperlane {

/* Give T its new declarations, T.pieces.  */
void create_pieces (layout_target &t);

} // namespace hyperlane

#endif
