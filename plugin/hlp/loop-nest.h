/* What GCC's vectorizer could do with the loop nest around a loop that
   hyperlane considers: vectorize the enclosing loop instead (outer-loop
   vectorization), which the plan chooser must weigh (plan/cost-model.h:
   nest_alternatives).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LOOP_NEST_H
#define HYPERLANE_LOOP_NEST_H

#include "access-groups.h"

#include <vector>

namespace hyperlane {

/* Whether DR's address is invariant in OUTER or moves by one element per
   iteration of OUTER (GCC 12 takes no other access of an inner loop in
   outer-loop vectorization: "grouped access in outer loop").  */
bool contiguous_in_p (class loop *outer, data_reference *dr);

/* The elements of DR's type by which its address moves forward per
   iteration of OUTER (a column walk's a[j][i] in the loop over i: 1; the
   fields of a record c[j][i].re: the record's), 0 when it is invariant
   in OUTER, -1 otherwise (backward, by part of an element, unknown).  */
HOST_WIDE_INT elements_per_outer_iteration (class loop *outer,
					    data_reference *dr);

/* Whether LOOP's trip count is known and the same in every iteration of
   OUTER (vect_analyze_loop_form); not so in a triangular nest.  */
bool trip_count_invariant_in_p (class loop *loop, class loop *outer);

/* Whether GCC 12 can vectorize the loop enclosing LOOP with every access
   of GROUPS (LOOP's) contiguous or invariant in it: LOOP is the enclosing
   loop's only inner loop, both have one exit, LOOP's trip count does not
   change with the enclosing loop (vect_analyze_loop_form), the enclosing
   loop calls nothing and stores nothing that LOOP's groups address.  An
   estimate of GCC's analysis, not a replay: where it errs, the loop is
   left to GCC, which then vectorizes the inner loop or runs it scalar.  */
bool gcc_vectorizes_outer_loop_p (class loop *loop,
				  const std::vector<access_group> &groups);

} // namespace hyperlane

#endif
