/* Reductions across iterations: header PHIs that accumulate one value per
   iteration with an associative operation (s = s + x, s = MIN (s, x), ...),
   also as a chain of such operations (s = ((s + a) + b) + c, which
   reassociation makes of s + (a + b + c)).
   The vector loop keeps a vector accumulator, reduces it to a scalar where
   it ends and restarts the scalar epilogue from that total.  Floating-point
   sums without -fassociative-math are accumulated *in order* instead
   (GCC's fold-left reductions): the vector loop computes what each
   iteration adds, and adds its lanes to a scalar accumulator one by one,
   iteration by iteration, in the order of the chain.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_REDUCTIONS_H
#define HYPERLANE_REDUCTIONS_H

#include <vector>

namespace hyperlane {

struct reduction_info
{
  gphi *phi;		/* In the loop header.  */
  tree result;		/* The PHI's result: the value before an iteration.  */
  tree init;		/* Its preheader argument.  */
  tree next;		/* Its latch argument: the value after an iteration.  */
  gassign *stmt;	/* The last statement of the chain: it defines NEXT.  */
  tree_code code;
  std::vector<tree> operands;	/* What one iteration accumulates.  */
  std::vector<gimple *> chain;	/* Every statement of the chain.  */
  /* Accumulated lane by lane in the scalar loop's order: a floating-point
     sum without -fassociative-math.  OPERANDS are then added last first
     (the chain is walked from its end).  */
  bool in_order = false;
};

/* Check every header PHI of LOOP: an induction variable, or a reduction
   (appended to OUT).  False, with *REASON, for anything else.  */
bool find_reductions (class loop *loop, std::vector<reduction_info> &out,
		      const char **reason);

/* The internal function that reduces a vector with CODE to a scalar.  */
internal_fn reduction_fn (tree_code code);

} // namespace hyperlane

#endif
