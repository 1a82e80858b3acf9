/* The bytes an access inside a loop nest touches over the whole nest, as
   expressions the entry block of the function can compute: what the
   parameter-versioning check compares for accesses at offsets that
   change from iteration to iteration.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LOOP_EXTENTS_H
#define HYPERLANE_LOOP_EXTENTS_H

namespace hyperlane {

/* The bytes an access touches over all iterations:
   [BASE + LO_OFF + LO, BASE + HI_OFF + HI), BASE a uintptr_t tree and
   LO_OFF, HI_OFF sizetype trees of the function's parameters and
   constants only, LO and HI constants.  */
struct access_extent
{
  tree base, lo_off, hi_off;
  HOST_WIDE_INT lo, hi;
};

/* The extent of an access of SIZE bytes at FROM bytes from ADDRESS (an
   SSA name or an expression of them) in STMT, from SCEV's evolution of
   ADDRESS in the loops around STMT.  Needs loops with preheaders and
   recorded exits, and SCEV initialized.  Null on success, else why
   not.  */
const char *loop_access_extent (gimple *stmt, tree address,
				HOST_WIDE_INT from, HOST_WIDE_INT size,
				access_extent *extent);

/* Whether A and B differ in their constants LO and HI only, so that one
   extent covers both.  */
bool same_evolution_p (const access_extent &a, const access_extent &b);

/* E's bounds as uintptr_t trees: [*LO, *HI).  */
void extent_bounds (const access_extent &e, tree *lo, tree *hi);

} // namespace hyperlane

#endif
