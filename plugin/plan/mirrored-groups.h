/* Groups that step against the loop: a mirrored copy of an image row
   (d[i] = c[n - 1 - i] over RGB pixels), a field read from the end.  In
   a vector iteration such a group's records lie in memory in the
   reverse order of the lanes.  The scalar DAG numbers its fields from
   the record's end (memory_group::mirrored), so that the group reads,
   lanes first, as the memory of the vector iteration backwards: element
   E of that reversed span is element SPAN - 1 - E of memory.  The
   planners plan it as any group; mirror_plan_groups then makes each of
   its accesses one of the memory in place followed (a load) or preceded
   (a store) by the permute that reverses the vector's lanes, which the
   cost model weighs with the rest.  Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_MIRRORED_GROUPS_H
#define HYPERLANE_MIRRORED_GROUPS_H

#include "lane-plan.h"
#include "scalar-dag.h"

namespace hyperlane {

/* Whether DAG has a mirrored group.  */
bool has_mirrored_groups (const scalar_dag &dag);

/* Rewrite PLAN, a plan of DAG made with its mirrored groups seen
   backwards, into one that accesses their memory in place: each load of
   LANES elements at OFFSET of a mirrored group becomes a load at
   VF * STRIDE - OFFSET - LANES and a lane reversal, each store a lane
   reversal (its mask reversed too) and a store there.  The reason when
   an access cannot be mirrored (a structure load or store, an access
   outside the vector iteration's records, a run of wide records), else
   null.  */
const char *mirror_plan_groups (const scalar_dag &dag, lane_plan &plan);

} // namespace hyperlane

#endif
