/* The cost model: does hyperlane's plan beat what GCC's vectorizer would
   do with the same loop?  Both sides are counted in shuffle-class
   instructions per vector iteration from the ISA's cost table: ours from
   the programs the plan uses, GCC's from what GCC 12 would do
   (gcc-vectorizer-model.h: a chain of two-source permutes, or even/odd
   splits for powers of two, over whole registers; structure loads where
   the target has them).
   Ours is read off the lane plan itself, so lane groups that save
   permutes count.  Where every strided access lies in a fully grouped
   hyper loop, GCC's SLP vectorizer already needs no permute, and the
   loop is left to it.
   Where GCC's SLP vectorizer would compute the loop in memory order with
   load permutations (gcc_slp_in_memory_order), both plans are weighed
   whole (plan_weight), computation included: GCC's SLP repeats per field
   what the slices share (a normalization's length).  Groups GCC cannot
   interleave with permutes (strides other than 3 and powers of two) it
   accesses element by element, and so it stores the store groups its
   SLP splits (gcc_splits_store_group).  The decision from these counts
   is the plan chooser's (plan-chooser.h: decide_against_gcc).
   Free of GCC headers.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_COST_MODEL_H
#define HYPERLANE_COST_MODEL_H

#include "lane-plan.h"
#include "scalar-dag.h"

#include <string>
#include <vector>

namespace hyperlane {

struct isa_desc;
struct hyper_loop;

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
  /* Both plans weighed whole (plan_weight) where GCC's SLP plan in
     memory order applies (see above), or where a plan in memory order
     computes other vectors than GCC's interleaving plan, which is then
     weighed as the classic plan's work and GCC's permutes
     (GCC_INTERLEAVING_WEIGHT); else 0.  */
  unsigned our_weight = 0;
  unsigned gcc_weight = 0;
  bool gcc_interleaving_weight = false;
  /* With GCC_INTERLEAVING_WEIGHT, the busiest port of each plan in half
     cycles (plan_bottleneck).  */
  unsigned our_bottleneck = 0;
  unsigned gcc_bottleneck = 0;
  /* Store groups GCC's SLP splits and stores element by element
     (gcc_splits_store_group).  */
  unsigned gcc_split_groups = 0;
  /* Where GCC has no sequence for a group and so runs the scalar loop:
     the plan's weight with its stores (plan_weight + stores) against
     the scalar loop's (scalar_loop_weight); else 0.  */
  unsigned our_total = 0;
  unsigned scalar_weight = 0;
  /* Where every group streams through its cache lines, the time the
     plan's loads and stores take on the load and store ports, reloads
     included (plan_memory_time); where GCC also runs the loop scalar, the
     scalar loop's (scalar_memory_time), else 0; half cycles.  */
  unsigned our_memory = 0;
  unsigned scalar_memory = 0;
  /* The scalar loop's arithmetic in half cycles (scalar_compute_time):
     where it exceeds SCALAR_MEMORY, the scalar loop's bound.  */
  unsigned scalar_compute = 0;
  /* The plan's vectors live at most (lane_plan::peak_live_vectors) and
     whether they exceed the reload budget (nest_alternatives).  */
  unsigned live_vectors = 0;
  bool reloads = false;
  /* The plan weighed whole (plan_weight), whatever GCC would do: what
     GCC's SLP plan in memory order is weighed against, and what
     narrower_plan_wins compares between widths.  */
  unsigned plan_weight = 0;
  /* Masked stores' share of our_pressure (isa_desc::masked_store).  */
  unsigned masked_store_pressure = 0;
  /* The plan's masked stores, however cheap the ISA makes them.  */
  unsigned masked_stores = 0;
  /* Where GCC's SLP plan runs on narrower vectors: the plan's vector
     loads and stores, each of which may split a cache line where GCC's
     do not (data of unknown alignment), added to our_weight.  */
  unsigned line_splits = 0;
  /* The plan's element-by-element accesses of groups that use one field
     of records of a cache line or more (a column walk): each lane brings
     a line of its own in, as the scalar loop does.  */
  unsigned column_lanes = 0;
  /* The plan's vops that defeat store-to-load forwarding
     (forwarding_hazard), or -1.  */
  int hazard_store = -1;
  int hazard_load = -1;
  bool profitable = false;
  const char *reason = nullptr;	/* Why not, when not profitable.  */
};

/* What GCC could do with the loop nest beyond vectorizing the loop
   itself, and the tuning the costs follow; filled on the GCC side.  */
struct nest_alternatives
{
  /* GCC can vectorize the enclosing loop, in which every access of the
     loop is contiguous or invariant (outer-loop vectorization): every
     lane it computes is used, which no plan of the inner loop beats.  */
  bool outer_loop_contiguous = false;
  /* -mtune's CPU, for remarks on the costs it sets.  */
  const char *tune = "generic";
  /* The tables of the target's vector sizes narrower than the plan's,
     which GCC's vectorizer also tries (gcc_slp_strided_stores).  */
  std::vector<const isa_desc *> narrower_isas;
  /* Where arithmetic takes a memory operand (x86), the live vectors up
     to which codegen holds a loaded vector in a register for all its
     uses (pinned_vector_constraint); past it GCC's register allocator
     loads the vector again at each use.  0 where loads go to registers
     only.  */
  unsigned reload_budget = 0;
  /* The target's vector registers.  */
  unsigned vector_registers = 32;
  /* The CPU loads and stores (as it computes) 64-byte vectors in two
     halves (half_speed_512_p).  */
  bool wide_in_halves = false;
  /* The pipes scalar floating-point arithmetic issues to
     (scalar_fp_pipes).  */
  unsigned scalar_fp_pipes = 2;
};

/* A + B, at most no_gcc_sequence: a sum with a group GCC has no sequence
   for stays "hopeless" instead of wrapping.  */
unsigned saturating_count (unsigned a, unsigned b);

/* COUNT of GCC's plan as remarks and dumps print it: the number, or
   "none" where GCC has no sequence.  */
std::string gcc_count_text (unsigned count);

/* PLAN against GCC's vectorizer (see above); LOOPS are DAG's hyper loops
   (find_hyper_loops).  */
cost_estimate estimate_cost (const scalar_dag &dag,
			     const std::vector<hyper_loop> &loops,
			     const lane_plan &plan, const isa_desc &isa,
			     const nest_alternatives &nest = {});

/* A record-lane PLAN of DAG (VF 1, plan_record_lanes) against the scalar
   loop GCC runs; WIDE, the cost of the loop's plan at its VF, brings
   GCC's counts.  Decided by decide_record_lanes, ALWAYS under
   cost=always.  */
cost_estimate record_lane_cost (const scalar_dag &dag, const lane_plan &plan,
				const isa_desc &isa,
				const cost_estimate &wide, bool always);

/* The scalar loop's work for VF iterations, weighed as plan_work weighs
   a plan's: every load, store and operation once per iteration.  */
unsigned scalar_loop_weight (const scalar_dag &dag, unsigned vf);

/* Whether LIVE_VECTORS (lane_plan::peak_live_vectors) exceed NEST's
   reload budget, so that GCC's register allocator loads a loaded vector
   again at each use.  */
bool exceeds_reload_budget (unsigned live_vectors,
			    const nest_alternatives &nest);

/* The time PLAN's loads and stores take per vector iteration on the
   memory ports, in half cycles: two loads and one store per cycle of up
   to 32 bytes, half that at 64 bytes where NEST says the CPU runs them
   in halves; every use of a loaded vector a load of its own, and every
   vector live past the registers a load more, where PLAN's LIVE_VECTORS
   exceed NEST's reload budget.  */
unsigned plan_memory_time (const scalar_dag &dag, const lane_plan &plan,
			   const isa_desc &isa,
			   const nest_alternatives &nest,
			   unsigned live_vectors);

/* The scalar loop's loads and stores for VF iterations, timed as
   plan_memory_time times them.  */
unsigned scalar_memory_time (const scalar_dag &dag, unsigned vf);

/* The scalar loop's arithmetic for VF iterations in half cycles:
   floating-point operations on FP_PIPES pipes, integer ones on four
   ALUs, a slow operation (division, square root) four cycles.  */
unsigned scalar_compute_time (const scalar_dag &dag, unsigned vf,
			      unsigned fp_pipes);

/* The stores of PLAN, as a count of vops.  */
unsigned plan_stores (const lane_plan &plan);

/* The stores of PLAN that write the lanes of a mask only.  */
unsigned plan_masked_stores (const lane_plan &plan);

/* The vector loads and stores of PLAN.  */
unsigned plan_memory_accesses (const lane_plan &plan);

/* Shuffle-class instructions of PLAN's data movement on ISA; *PRESSURE,
   when given, receives the decision metric of cost_estimate, *CROSS_BLOCK
   the shuffles of the permutes that move lanes across the 16-byte blocks
   of ISA's vectors, and *MASKED_STORES the pressure of its masked stores
   (isa_desc::masked_store, which -mtune sets).  */
unsigned plan_shuffles (const scalar_dag &dag, const lane_plan &plan,
			const isa_desc &isa, unsigned *pressure = nullptr,
			unsigned *cross_block = nullptr,
			unsigned *masked_stores = nullptr);

/* Whether plan weights count a shuffle across the blocks of ISA's
   vectors twice (AVX2; see plan_weight in cost-model.cc).  */
bool counts_cross_blocks_twice (const isa_desc &isa);

/* The work of PLAN per vector iteration beside its data movement: its
   loads, lane-wise operations and conversions, a slow operation
   (snode::slow) as slow_op_weight.  */
unsigned plan_work (const scalar_dag &dag, const lane_plan &plan);

/* The busiest port of PLAN, whose shuffle-port pressure is PRESSURE, in
   half cycles per vector iteration: shuffles on one port, loads and
   arithmetic on two each.  */
unsigned plan_bottleneck (const scalar_dag &dag, const lane_plan &plan,
			  unsigned pressure);

/* A plan's weight per vector iteration, for choosing between plans of one
   loop that move data differently: its shuffle-port pressure (as
   plan_shuffles, a shuffle across the blocks of an AVX2 vector as two)
   counted twice, plus its work (plan_work: the deferred deinterleave
   computes on more lanes to permute less, a merged plan computes some
   rows class by class).  */
unsigned plan_weight (const scalar_dag &dag, const lane_plan &plan,
		      const isa_desc &isa);

} // namespace hyperlane

#endif
