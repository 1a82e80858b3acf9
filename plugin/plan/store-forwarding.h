/* Store-to-load forwarding in a lane plan: a load that reads bytes a
   store wrote a few cycles before, but not all from that one store, or
   from a masked store, cannot take its data from the store buffer and
   waits until the store has reached the cache.  A plan that loads, in
   every vector iteration, across what the previous one stored through a
   mask runs at that store's latency instead of its throughput.  Free of
   GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_STORE_FORWARDING_H
#define HYPERLANE_STORE_FORWARDING_H

#include "lane-plan.h"
#include "scalar-dag.h"

namespace hyperlane {

/* The first store of PLAN (an index into PLAN.ops) whose bytes a load
   of the same or the next vector iteration reads without forwarding --
   the store is masked or narrower than the load, or the load is not
   inside it -- and in *LOAD that load; -1 when there is none.  Loads and
   stores compare only within one memory of DAG (memory_group::memory).  */
int forwarding_hazard (const scalar_dag &dag, const lane_plan &plan,
		       int *load);

} // namespace hyperlane

#endif
