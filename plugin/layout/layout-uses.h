/* The checks of every use of the arrays to transform in the translation
   unit: statements of every function and initializers of other
   variables.  A use that is not a whole-element reference (its address, the
   array as a whole, an asm operand) refuses its array, as does a PEEL's
   subscript that is no constant or is out of bounds.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_USES_H
#define HYPERLANE_LAYOUT_USES_H

#include "layout-targets.h"

#include <vector>

namespace hyperlane {

/* Scan every use of TARGETS in the translation unit and refuse the
   targets a use blocks.  */
void scan_layout_uses (std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
