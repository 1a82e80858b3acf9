/* Runtime alias checks: the guard of the vector loop tests that the
   address ranges of two memory groups over the whole loop do not overlap.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_ALIAS_CHECKS_H
#define HYPERLANE_ALIAS_CHECKS_H

namespace hyperlane {

struct access_group;

/* A boolean tree, valid in the preheader, true when the bytes A and B
   touch in NITERS iterations (sizetype) cannot overlap.  Both groups have
   a positive step.  */
tree no_overlap_condition (const access_group &a, const access_group &b,
			   tree niters);

/* A boolean tree, valid in the preheader, true when A and B start at one
   address.  */
tree same_start_condition (const access_group &a, const access_group &b);

} // namespace hyperlane

#endif
