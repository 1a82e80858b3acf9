/* GCC's IL checks after a transformation, under the verify argument.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_VERIFY_IL_H
#define HYPERLANE_VERIFY_IL_H

namespace hyperlane {

/* Check the CFG, dominators where computed, the loop tree, GIMPLE and
   SSA of the current function; GCC stops with an internal error at the
   first broken invariant.  */
void verify_function ();

} // namespace hyperlane

#endif
