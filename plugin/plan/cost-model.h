/* The cost model: does hyperlane's plan beat what GCC's vectorizer would
   do with the same loop?  Both sides are counted in shuffle-class
   instructions per vector iteration from the ISA's cost table: ours from
   the programs the plan uses, GCC's from the sequences GCC builds itself
   (a chain of two-source permutes, or even/odd splits for powers of two,
   over whole registers; structure loads where the target has them).
   Ours is read off the lane plan itself, so lane groups that save
   permutes count.  Where every strided access lies in a fully grouped
   hyper loop, GCC's
   SLP vectorizer already needs no permute, and the loop is left to it.
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_COST_MODEL_H
#define HYPERLANE_COST_MODEL_H

#include "lane-plan.h"
#include "scalar-dag.h"

namespace hyperlane {

struct isa_desc;

struct cost_estimate
{
  unsigned strided_groups = 0;
  unsigned our_shuffles = 0;	/* Per vector iteration.  */
  unsigned gcc_shuffles = 0;	/* Per vector iteration.  */
  /* What decides: shuffles that compete for the shuffle port -- blends
     run on several ports and are left out -- plus, for our plan, two for
     every store narrower than a vector (GCC stores whole vectors).  */
  unsigned our_pressure = 0;
  unsigned gcc_pressure = 0;
  bool profitable = false;
  const char *reason = nullptr;	/* Why not, when not profitable.  */
};

cost_estimate estimate_cost (const scalar_dag &dag, const lane_plan &plan,
			     const isa_desc &isa);

/* Shuffle-class instructions of PLAN's data movement on ISA; *PRESSURE,
   when given, receives the decision metric of cost_estimate.  */
unsigned plan_shuffles (const scalar_dag &dag, const lane_plan &plan,
			const isa_desc &isa, unsigned *pressure = nullptr);

/* A plan's weight per vector iteration, for choosing between plans of one
   loop that move data differently: its shuffle-port pressure (as
   plan_shuffles) counted twice, plus its loads and lane-wise operations
   (the deferred deinterleave computes on more lanes to permute less).  */
unsigned plan_weight (const scalar_dag &dag, const lane_plan &plan,
		      const isa_desc &isa);

} // namespace hyperlane

#endif
