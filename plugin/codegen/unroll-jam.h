/* Unroll-and-jam of a parallel enclosing loop: the loop enclosing an
   inner loop that carries a dependence is unrolled by a factor and the
   copies of the inner loop are fused into one, so that each iteration of
   the fused loop runs that many iterations of the enclosing loop side by
   side -- the thesis's hyper loop across outer iterations, whose copies
   are the lanes.  Their chains through the carried dependence are
   independent, so they overlap (the latency of a Thomas sweep's division
   and updates is hidden), and GCC's SLP vectorizer may pack the copies'
   isomorphic statements.  The remainder of the enclosing loop runs in
   the scalar epilogue loop that GCC's loop unroller makes.  The shape
   checks and the fusion are GCC 12's own (gimple-loop-jam.cc, whose
   functions are static); the legality is hlp/nest-dependence.h's, which
   is stricter than GCC's (no dependence across the enclosing loop closer
   than the factor at all).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_UNROLL_JAM_H
#define HYPERLANE_UNROLL_JAM_H

namespace hyperlane {

/* Why OUTER cannot be unrolled and its inner loop jammed, or null when it
   can: a perfect two-deep nest whose inner loop runs at least once with
   a trip count OUTER does not change, carries only induction variables
   and leaves no value that OUTER uses; OUTER stores nothing outside the
   inner loop.  */
const char *unroll_jam_refusal (class loop *outer);

/* Unroll OUTER by FACTOR and fuse the copies of its inner loop; false
   (and nothing changed) when GCC cannot unroll OUTER by FACTOR.  */
bool unroll_and_jam (class loop *outer, unsigned factor);

} // namespace hyperlane

#endif
