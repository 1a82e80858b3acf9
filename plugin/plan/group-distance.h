/* When two access groups of one loop are far enough apart that a vector
   loop needs no runtime alias check between them: the arithmetic, free of
   GCC, behind hlp/invariant-distance.h.  Two groups with one step S whose
   footprints start D bytes apart move together, so the bytes a vector
   iteration of VF scalar iterations touches in each are two windows a
   constant D apart; when the windows never meet, every pair of accesses
   that touch the same byte falls into different vector iterations, which
   run in order, and the vector loop keeps the scalar loop's order.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_GROUP_DISTANCE_H
#define HYPERLANE_GROUP_DISTANCE_H

#include <cstdint>

namespace hyperlane {

/* Bytes each window is widened by on both sides beyond one scalar
   iteration's footprint: a plan may load or write back (a blend and a
   whole store) the gaps of the records next to its own, and round a
   group's vectors up to a whole vector.  */
const int64_t group_window_slack = 64;

/* A limit that allows any VF.  */
const uint64_t every_vf = UINT32_MAX;

/* The most lanes of any plan: one-byte elements in a 64-byte vector.  */
const uint64_t max_plan_vf = 64;

/* The largest VF at which groups A and B of step STEP (bytes per
   iteration, either sign, not 0) never share a byte within one vector
   iteration, where B's footprint in an iteration starts DISTANCE bytes
   after A's (before, when negative) and they span SIZE_A and SIZE_B
   bytes; 0 when not even one iteration at a time keeps them apart.  */
uint64_t disjoint_vf_limit (int64_t distance, uint64_t size_a,
			    uint64_t size_b, int64_t step);

/* Whether two accesses of STEP bytes per iteration (not 0), of SIZE_A and
   SIZE_B bytes, B's DISTANCE bytes after A's in one iteration, never
   touch the same byte in any two iterations.  */
bool strides_never_meet (int64_t distance, uint64_t size_a, uint64_t size_b,
			 int64_t step);

/* Whether an access B, DISTANCE bytes after an access A in one iteration
   (before, when negative), with STEP bytes per iteration (either sign, not
   0), SIZE_A and SIZE_B bytes, touches a byte of A only in iterations
   after A's: never in A's own iteration or an earlier one.  Loop
   distribution's partitions, run one after the other, keep the order of
   A in the earlier one and B in the later one exactly then
   (pipeline/version-guards.cc).  */
bool meets_only_later (int64_t distance, uint64_t size_a, uint64_t size_b,
		       int64_t step);

} // namespace hyperlane

#endif
