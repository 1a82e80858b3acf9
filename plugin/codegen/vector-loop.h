/* The control flow of a loop vectorized by hyperlane:

     guard:     niters = <latch executions> + 1;  nvec = niters / VF;
		if (nvec == 0) goto epilogue;   (split_trip_count_test)
		<invariant vectors, runtime checks>
		if (<runtime checks>) goto body; else goto epilogue;
     body:      iv = PHI <0 (guard), iv + 1 (latch)>
		<vector statements>
		if (iv + 1 < nvec) goto latch; else goto exit;
     latch:     goto body;
     exit:      if (nvec * VF != niters) goto epilogue; else goto after;
     epilogue:  the original scalar loop, its induction variables starting
		at iteration nvec * VF (or at 0 when the guard failed);
     after:     the scalar loop's exit block.

   Skipping the epilogue needs every value live after the loop to be known
   at the end of the vector loop, which holds for induction variables,
   invariants and the totals of reductions.  When another value is live out, or when the plan reads past
   the last element its iterations access (a gap), the vector loop runs
   floor ((niters - 1) / VF) times instead and the epilogue always runs:
   its last iteration computes the live values, and the elements a gap
   read belong to an iteration the epilogue still accesses.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_VECTOR_LOOP_H
#define HYPERLANE_VECTOR_LOOP_H

#include <vector>

namespace hyperlane {

struct reduction_info;

/* A reduction's vector accumulator in the vector loop.  */
struct vector_accumulator
{
  tree acc;	/* The header PHI's result: the sums so far, per lane.  */
  tree next;	/* Its latch value, to be defined by the body: acc OP x.  */
  /* An in-order reduction (reduction_info::in_order): ACC and NEXT are
     scalars, NEXT the last of the lanes added one by one.  */
  bool in_order;
};

struct vector_loop
{
  class loop *scalar = nullptr;	/* The original loop, now the epilogue.  */
  class loop *vec = nullptr;	/* The new vector loop.  */
  basic_block guard = nullptr;	/* Computes the trip count and checks.  */
  basic_block body = nullptr;	/* The vector loop's single body block.  */
  tree iv = NULL_TREE;		/* sizetype index of the vector iteration.  */
  tree nvec = NULL_TREE;	/* sizetype number of vector iterations.  */
  unsigned vf = 0;		/* Scalar iterations per vector iteration.  */
  std::vector<vector_accumulator> accumulators;	/* Per reduction.  */

  /* Where invariant computations go: the end of the guard block, before
     its condition.  */
  gimple_stmt_iterator guard_gsi () const;
  /* Where vector statements go: before the body's exit test.  */
  gimple_stmt_iterator body_gsi () const;
  /* AND COND (a boolean tree gimplified into the guard) into the guard's
     condition, for runtime alias checks.  */
  void add_guard_condition (tree cond);
  /* Test the vector trip count on its own, before the rest of the guard
     (the runtime alias checks, the invariant vectors): a loop too short
     for one vector iteration goes to the scalar loop at once, as GCC's
     vectorized loops do, instead of paying for checks and set-up whose
     result it does not use (a cross product of 3 records: 0.57x of GCC's
     speed before).  Call once the guard is complete.  Whether it split
     the guard.  */
  bool split_trip_count_test ();
};

/* Why some run of LOOP, vectorized with VF iterations per vector
   iteration, leaves iterations to the scalar epilogue, or null when none
   does and GCC's later passes fold the guard and delete the scalar copy:
   that needs a constant latch count NITERS_M1 whose iteration count VF
   divides, and a vector loop allowed to skip the epilogue (ALLOW_SKIP,
   and every value live after the loop known at its end).  */
const char *epilogue_need (class loop *loop, unsigned vf, tree niters_m1,
			   bool allow_skip,
			   const std::vector<reduction_info> &reductions);

/* The most times the vector loop of VF that create_vector_loop builds
   around LOOP (ALLOW_SKIP and REDUCTIONS as there) can run, from GCC's
   bound on LOOP's iterations (max_loop_iterations: a constant count, or a
   bound from the arrays it indexes), or -1 where there is none.  0: the
   vector loop never runs, and the scalar loop does all the work.  */
HOST_WIDE_INT max_vector_iterations (class loop *loop, unsigned vf,
				     bool allow_skip,
				     const std::vector<reduction_info> &reductions);

/* Build the guard, vector loop and epilogue restart around LOOP, whose
   latch runs NITERS_M1 times (an expression valid in the preheader).
   The vector loop body is empty.  Every header PHI of LOOP is an
   induction variable or one of REDUCTIONS (find_reductions), whose vector
   accumulators, of the types ACC_TYPES, are set up (the body must define
   each accumulator's NEXT), reduced where the vector loop ends and fed to
   the epilogue.  ALLOW_SKIP false forces the epilogue to run (the plan
   reads a gap).  GCC_EPILOGUE lets GCC's vectorizer take the epilogue,
   which runs fewer than VF iterations after the vector loop, and all of
   them when the loop is shorter than VF: where VF is 16 or more, GCC's
   vector code for up to 15 or 31 iterations runs faster than the scalar
   loop (docs/performance.md, "Short trip counts").  */
vector_loop create_vector_loop (class loop *loop, unsigned vf,
				tree niters_m1, bool allow_skip,
				const std::vector<reduction_info> &reductions,
				const std::vector<tree> &acc_types,
				bool gcc_epilogue);

} // namespace hyperlane

#endif
