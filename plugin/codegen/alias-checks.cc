/* Runtime alias checks; see alias-checks.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "alias-checks.h"
#include "../hlp/access-groups.h"

namespace hyperlane {

namespace {

/* [START, END) of the bytes GROUP touches in NITERS iterations, as
   pointer-sized unsigned integers.  */
void
group_extent (const access_group &group, tree niters, tree *start, tree *end)
{
  tree uptr = pointer_sized_int_node;
  tree first = fold_convert (uptr, group_start_address (group));
  /* The last iteration starts (NITERS - 1) * STEP away (below the first
     for a negative step); each spans the members up to the highest.  */
  tree last = fold_build2 (PLUS_EXPR, uptr, first,
			   fold_build2 (MULT_EXPR, uptr,
					fold_build2 (MINUS_EXPR, uptr,
						     fold_convert (uptr,
								   niters),
						     build_one_cst (uptr)),
					build_int_cst (uptr, group.step)));
  tree span = build_int_cst (uptr, group.max_init - group.min_init
				   + group.elem_size);
  tree low = group.step < 0 ? last : first;
  tree high = group.step < 0 ? first : last;
  *start = low;
  *end = fold_build2 (PLUS_EXPR, uptr, high, span);
}

} // anon namespace

tree
no_overlap_condition (const access_group &a, const access_group &b,
		      tree niters)
{
  tree a_start, a_end, b_start, b_end;
  group_extent (a, niters, &a_start, &a_end);
  group_extent (b, niters, &b_start, &b_end);
  return fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
		      fold_build2 (LE_EXPR, boolean_type_node, a_end, b_start),
		      fold_build2 (LE_EXPR, boolean_type_node, b_end,
				   a_start));
}

tree
same_start_condition (const access_group &a, const access_group &b)
{
  tree uptr = pointer_sized_int_node;
  return fold_build2 (EQ_EXPR, boolean_type_node,
		      fold_convert (uptr, group_start_address (a)),
		      fold_convert (uptr, group_start_address (b)));
}

} // namespace hyperlane
