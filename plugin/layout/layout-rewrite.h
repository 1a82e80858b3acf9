/* Rewriting one function's references to transformed arrays.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_REWRITE_H
#define HYPERLANE_LAYOUT_REWRITE_H

#include <vector>

namespace hyperlane {

struct layout_target;

/* Rewrite every reference of FUN (the current function) to one of
   TARGETS; return how many.  */
unsigned rewrite_function (function *fun, std::vector<layout_target> &targets);

} // namespace hyperlane

#endif
