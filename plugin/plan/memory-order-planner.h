/* The memory-order planner: the no-permute plan of fully grouped hyper
   loops (slice-grouping.h, thesis §4.2.2).  Every virtual vector holds
   consecutive elements of the store group's memory, lane j*stride + k
   being iteration j's field k from the loads to the store: a row of
   grouped loads is one load per vector at the row's offset D, a row of
   operations one vector operation, a row of one invariant a broadcast,
   and the store group is stored whole or, when it leaves fields out,
   with a lane mask where the target has masked stores, else piece by
   piece (runs of written lanes extracted and stored on their own).  Lanes of fields the store leaves out compute on
   whatever the loads find there and are never stored (the scalar DAG has
   no operation that traps).  Loads past the group's last used field make
   the plan read the gap (lane_plan::reads_gap).

   This is the plan GCC's SLP vectorizer finds for complete store groups
   at offset 0; it is worth having where GCC's has none: store groups with
   gaps (particles' x += vx dt over {x, y, z, vx, vy, vz}, MG's stride-2
   line buffers), which GCC stores element by element.
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_MEMORY_ORDER_PLANNER_H
#define HYPERLANE_MEMORY_ORDER_PLANNER_H

#include "classic-planner.h"

namespace hyperlane {

/* Whether DAG has a store group the memory-order plan would store with a
   mask: the case it exists for (elsewhere the classic plan, or GCC's SLP,
   does as well).  */
bool memory_order_wanted (const scalar_dag &dag);

/* Plan DAG in memory order with VF scalar iterations per vector
   iteration for ISA, or say why not.  */
plan_failure plan_memory_order (const scalar_dag &dag, unsigned vf,
				const isa_desc &isa, lane_plan &plan);

} // namespace hyperlane

#endif
