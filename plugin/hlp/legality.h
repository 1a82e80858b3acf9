/* Whether a loop may run VF iterations at a time, from GCC's dependence
   relations: independent pairs are fine, pairs GCC could not analyse
   become runtime alias checks, and a dependence within one iteration is
   fine only where the load comes before the store.  Loop-carried
   dependences are fine when their distance is at least VF (the two
   accesses then fall into different vector iterations, which run in
   order); shorter ones are refused.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_LEGALITY_H
#define HYPERLANE_LEGALITY_H

#include "body-builder.h"

#include <utility>
#include <vector>

namespace hyperlane {

class loop_analysis;

struct legality
{
  const char *reason = nullptr;	/* Null when the loop may be vectorized.  */
  gimple *stmt = nullptr;
  /* The refusal is a dependence this loop carries at a distance shorter
     than VF, which the enclosing loop may not carry (nest-dependence.h).  */
  bool carried_short = false;
  /* Pairs of the DAG's memory groups that must not overlap, to be
     checked at run time; SAME_OK also accepts two groups that start at
     one address (an in-place update GCC could not see as one).  */
  struct alias_check
  {
    int a, b;
    bool same_ok;
  };
  std::vector<alias_check> alias_checks;
};

legality check_legality (const loop_analysis &la, const scalar_dag &dag,
			 const body_context &ctx, unsigned vf);

} // namespace hyperlane

#endif
