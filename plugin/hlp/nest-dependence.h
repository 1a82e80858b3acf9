/* Whether the loop enclosing an innermost loop that carries a dependence
   could run VF of its iterations at a time instead, one per lane, each
   lane running the inner loop in lockstep with the others (the thesis's
   hyper loops across outer iterations; GCC's outer-loop vectorization):
   GCC's dependence analysis of the whole nest must show every dependence
   with distance 0 at the enclosing loop's level (carried by the inner
   loop, which each lane runs in order) or at least VF there (the two
   accesses fall into different vector iterations).  Analysis only:
   hyperlane does not vectorize across the enclosing loop; the verdict is
   reported so that the user knows which nests a layout would open to
   GCC's outer-loop vectorization (docs/remarks.md).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_NEST_DEPENDENCE_H
#define HYPERLANE_NEST_DEPENDENCE_H

#include <vector>

namespace hyperlane {

class loop_analysis;

/* What the enclosing loop's dependences allow, in the order checked.  */
enum class nest_verdict
{
  no_nest,		/* Not the only inner loop of a loop (or outermost).  */
  not_analysed,		/* GCC could not compute the nest's dependences.  */
  unknown_distance,	/* A pair GCC could not analyse (may alias).  */
  outer_recurrence,	/* It carries a value other than an induction.  */
  outer_carried,	/* The enclosing loop carries one closer than VF.  */
  triangular,		/* Parallel, but the inner trip count varies.  */
  parallel_strided,	/* Parallel; some access is strided across it.  */
  parallel_guarded,	/* Contiguous, but more blocks than GCC takes.  */
  parallel_contiguous	/* Parallel; every access contiguous across it.  */
};

struct nest_dependence
{
  nest_verdict verdict = nest_verdict::no_nest;
  class loop *outer = nullptr;
  /* For outer_recurrence the PHI of the value; for unknown_distance and
     outer_carried the pair to blame, and for
     outer_carried its distance vector (enclosing loop, inner loop).  */
  gimple *stmt = nullptr;
  tree ref_a = NULL_TREE, ref_b = NULL_TREE;
  HOST_WIDE_INT outer_distance = 0, inner_distance = 0;
  /* Dependences of the nest by the level that carries them.  */
  unsigned carried_by_inner = 0, carried_by_outer = 0;
};

/* The loop enclosing LOOP when LOOP is its only inner loop and it is not
   outermost (the nests analyse_enclosing_loop judges), else null.  */
class loop *enclosing_nest_loop (class loop *loop);

/* The verdict on the loop enclosing LA's loop, for lanes of VF of its
   iterations.  */
nest_dependence analyse_enclosing_loop (const loop_analysis &la,
					unsigned vf);

/* One word per verdict, for the dump.  */
const char *nest_verdict_name (nest_verdict v);

} // namespace hyperlane

#endif
