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
   the plan read the gap (lane_plan::reads_gap).  A row of loads whose
   slices read the fields of a record in another order than they store
   them (slice-grouping.h) is one permute per vector of the one or two
   vectors of the group its lanes come from.  A row of a partially
   grouped hyper loop whose slices differ is computed class by class
   (or code by code) on all lanes and merged with one blend per further
   class: the thesis's merge.

   Values of a type wider than the loop's narrowest take several
   vectors per memory vector, each of consecutive elements: a conversion
   widens half a vector or narrows two, keeping memory order (no
   deinterleave around it), and a permuted row of loads that is widened
   is permuted after the widening where that takes fewer shuffles (words
   where bytes would be dear: rgb2yuv at AVX-512).

   This is the plan GCC's SLP vectorizer finds for complete store groups
   at offset 0; it is worth having where GCC's has none: store groups with
   gaps (particles' x += vx dt over {x, y, z, vx, vy, vz}, MG's stride-2
   line buffers), which GCC stores element by element.

   A loop whose stores are contiguous and whose loads all have one stride
   S (MG's rprj3 sums of stride-2 fine-grid points into the coarse grid)
   is planned the same way over the loads' memory, S vectors per vector
   iteration, and each stored value is deinterleaved once at its store
   instead of every load being deinterleaved (the thesis's rule 4: defer
   permutes towards the stores).  It computes S times as many lanes.

   A loop whose records are wide and whose groups no permute sequence
   reaches (NPB BT's 5x5 blocks: 75 fields stored an iteration from the
   25 of blocks i - 1, i and i + 1) is planned in RECORD LANES
   (plan_record_lanes): one scalar iteration per vector iteration, every
   vector a run of consecutive fields of it, which are consecutive in
   memory whatever the groups' strides; each run of fields that read the
   same groups at the same offsets is covered by whole vectors, the last
   overlapping its neighbour (memory-order-records.cc).  GCC's SLP
   vectorizer would do the same if the diagonal's extra operation did not
   stop it; here it is merged.
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_MEMORY_ORDER_PLANNER_H
#define HYPERLANE_MEMORY_ORDER_PLANNER_H

#include "classic-planner.h"
#include "plan-options.h"
#include "slice-grouping.h"

namespace hyperlane {

/* Where a memory-order plan is worth making.  */
enum class memory_order_use
{
  none,		/* The classic plan, or GCC's SLP, does as well.  */
  masked_stores,	/* A store group leaves fields out: the plan stores
			   it without a permute.  */
  permuted,	/* A hyper loop reads fields in another order than it
		   stores them: the plan permutes each such row of loads
		   once per vector, which may beat deinterleaving every
		   load and interleaving the stores (the caller
		   compares).  */
  merged,	/* A hyper loop is partially grouped: the plan computes
		   the rows whose slices differ class by class on all
		   lanes and merges them with blends, which may beat
		   computing field by field between a deinterleave and
		   an interleave (the caller compares).  */
  deferred,	/* Contiguous stores of values computed from loads of one
		   stride: the plan computes in memory order and
		   deinterleaves once per store, which may beat
		   deinterleaving every load (the caller compares).  */
  gcc_scalar	/* Every hyper loop is fully grouped, which GCC's SLP
		   would compute without a permute, but GCC's loop
		   vectorizer refuses the loop (scalar_dag::
		   gcc_scalar_cause: an aggregate copy): the plan does it
		   without a permute.  */
};

/* Where DAG, whose hyper loops are LOOPS (find_hyper_loops), wants a
   memory-order plan.  */
memory_order_use memory_order_wanted (const scalar_dag &dag,
				      const std::vector<hyper_loop> &loops);

/* Plan DAG, whose hyper loops are LOOPS, in memory order with VF scalar
   iterations per vector iteration for ISA, as OPTIONS allow, or say why
   not.  */
plan_failure plan_memory_order (const scalar_dag &dag,
				const std::vector<hyper_loop> &loops,
				unsigned vf, const isa_desc &isa,
				lane_plan &plan,
				const planner_options &options = {});

/* Plan DAG in record lanes (see above) for ISA, as OPTIONS allow, or
   say why not.  The plan's VF is 1.  */
plan_failure plan_record_lanes (const scalar_dag &dag, const isa_desc &isa,
				lane_plan &plan,
				const planner_options &options = {});

} // namespace hyperlane

#endif
