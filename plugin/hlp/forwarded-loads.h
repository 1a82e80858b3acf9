/* Store-to-load forwarding in one iteration: a load that reads exactly
   the location a store earlier in the loop body wrote in the same
   iteration (same base, offset, step and type, GCC's dependence distance
   0) takes the stored value instead of memory.  GCC's value numbering
   does this where no store that may alias lies between them; the others
   reach the HLP pass (separate pointer arrays, Fortran dummy arrays),
   and the vector loop, which loads before it stores, cannot reload them.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_FORWARDED_LOADS_H
#define HYPERLANE_FORWARDED_LOADS_H

#include "body-order.h"

#include <unordered_map>

namespace hyperlane {

/* Load statement -> the store statement whose value it reads.  */
typedef std::unordered_map<gimple *, gimple *> forwarded_load_map;

/* The loads of a loop body (its statements in ORDER) that DDRS (GCC's
   dependence relations of its data references) show read, in one
   iteration, what a store before them wrote to the same location: each
   maps to the last such store.  Stores between the two are left to the
   legality check, which treats them against the store
   (hlp/legality.cc).  */
void find_forwarded_loads (const body_order &order, const vec<ddr_p> &ddrs,
			   forwarded_load_map &forwarded);

/* Whether data references A and B access exactly the same location in
   every iteration: one base address, offset, constant offset, step and
   type.  */
bool same_location_p (data_reference *a, data_reference *b);

} // namespace hyperlane

#endif
