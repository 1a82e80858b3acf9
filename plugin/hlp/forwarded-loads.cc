/* Store-to-load forwarding in one iteration; see forwarded-loads.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "../support/gcc-includes.h"
#include "forwarded-loads.h"
#include "access-groups.h"

namespace hyperlane {

namespace {

/* Whether every distance vector of DDR is zero: its two references meet
   only within one iteration (of every loop of the nest).  */
bool
same_iteration_only_p (ddr_p ddr)
{
  if (DDR_ARE_DEPENDENT (ddr) != NULL_TREE
      || DDR_COULD_BE_INDEPENDENT_P (ddr) || DDR_NUM_DIST_VECTS (ddr) == 0)
    return false;
  for (lambda_vector dist : DDR_DIST_VECTS (ddr))
    for (unsigned l = 0; l < (unsigned) DDR_NB_LOOPS (ddr); l++)
      if (dist[l] != 0)
	return false;
  return true;
}

/* Whether STMT is a plain store (STORE) of a register or constant to
   REF, or a plain load of REF into an SSA name: not an aggregate copy,
   whose references are split per part (split_record_copies), nor a call.  */
bool
whole_register_access_p (gimple *stmt, tree ref, bool store)
{
  if (!gimple_assign_single_p (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  if (store)
    return (operand_equal_p (lhs, ref, 0)
	    && (TREE_CODE (rhs) == SSA_NAME || is_gimple_min_invariant (rhs)));
  return TREE_CODE (lhs) == SSA_NAME && operand_equal_p (rhs, ref, 0);
}

} // anon namespace

bool
same_location_p (data_reference *a, data_reference *b)
{
  return (same_walk_p (a, b)
	  && tree_int_cst_equal (DR_INIT (a), DR_INIT (b))
	  && types_compatible_p (TREE_TYPE (DR_REF (a)),
				 TREE_TYPE (DR_REF (b))));
}

void
find_forwarded_loads (const body_order &order, const vec<ddr_p> &ddrs,
		      forwarded_load_map &forwarded)
{
  for (ddr_p ddr : ddrs)
    {
      data_reference *a = DDR_A (ddr), *b = DDR_B (ddr);
      if (DR_IS_READ (a) == DR_IS_READ (b))
	continue;
      data_reference *store = DR_IS_READ (a) ? b : a;
      data_reference *load = store == a ? b : a;
      gimple *s = DR_STMT (store), *l = DR_STMT (load);
      if (order (s) > order (l) || !same_iteration_only_p (ddr)
	  || !same_location_p (store, load)
	  || !whole_register_access_p (s, DR_REF (store), true)
	  || !whole_register_access_p (l, DR_REF (load), false))
	continue;
      /* The last store before the load is the value it reads.  */
      auto known = forwarded.find (l);
      if (known == forwarded.end () || order (known->second) < order (s))
	forwarded[l] = s;
    }
}

} // namespace hyperlane
