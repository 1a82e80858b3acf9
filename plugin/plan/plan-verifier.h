/* The lane plan verifier: whether a plan is well formed -- every
   operation's operands made before it, of the lanes its kind takes, its
   memory group and types those of the scalar DAG -- so that a planner's
   mistake is caught at the plan (under -fplugin-arg-hyperlane-verify and
   in the unit tests), not in the GIMPLE it would become.  It does not
   check what the plan computes; the unit tests' interpreter does.
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PLAN_VERIFIER_H
#define HYPERLANE_PLAN_VERIFIER_H

#include "lane-plan.h"
#include "scalar-dag.h"

#include <string>

namespace hyperlane {

/* Empty when PLAN, a plan of DAG, is well formed; else what is wrong
   with which operation ("v12: ...").  */
std::string verify_lane_plan (const scalar_dag &dag, const lane_plan &plan);

} // namespace hyperlane

#endif
