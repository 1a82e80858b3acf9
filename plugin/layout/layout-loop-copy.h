/* Loop versioning on the lowered, not yet SSA, GIMPLE the layout pass
   sees, for the layout-aware strip-miner (layout-loops.h): GCC's
   loop_version copies blocks with gimple_duplicate_bb, which needs the
   operand caches of SSA form.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LAYOUT_LOOP_COPY_H
#define HYPERLANE_LAYOUT_LOOP_COPY_H

namespace hyperlane {

/* loop_version (LOOP, COND, ...) on GIMPLE not yet in SSA form: LOOP
   (with its inner loops) runs when COND holds, the copy returned when it
   does not; NULL when LOOP cannot be copied.  */
class loop *version_before_ssa (class loop *loop, tree cond);

} // namespace hyperlane

#endif
