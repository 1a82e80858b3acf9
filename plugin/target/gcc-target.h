/* What the compiling GCC's target offers hyperlane: the vector size it
   prefers for an element type and the permutation ISA table that matches
   it.  The only place that asks which target this is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_GCC_TARGET_H
#define HYPERLANE_GCC_TARGET_H

#include <vector>

namespace hyperlane {

struct isa_desc;

/* Bytes of the vector mode the target prefers for elements of TYPE (what
   -march and -mprefer-vector-width select), or 0 when it has none.  */
unsigned preferred_vector_bytes (tree type);

/* The permutation table for vectors of VECTOR_BYTES on this target, its
   costs as -mtune sets them (masked stores), or null when hyperlane has
   none.  */
const isa_desc *target_isa (unsigned vector_bytes);

/* The vector type in which a permute SEL (ONE_OPERAND: of one vector)
   of vectors of type VECTYPE must be done: VECTYPE itself, or, where the
   compiling GCC's back end would get VECTYPE's wrong, an integer vector
   type of the same size and lanes.  */
tree permute_vectype (tree vectype, const std::vector<unsigned> &sel,
		      bool one_operand);

/* The inline-asm constraint of a register that holds a vector of
   VECTOR_BYTES, where loaded vectors should be pinned to registers (see
   plan_emitter::pinned_load), or null; *BUDGET receives the most vectors
   a plan may hold at once for its loads to be pinned: three quarters of
   the registers, so that pinning spills nothing.  */
const char *pinned_vector_constraint (unsigned vector_bytes,
				      unsigned *budget);

/* The registers that hold a floating-point scalar or vector: 16 on
   x86-64 (32 with AVX-512), 32 on aarch64.  */
unsigned target_fp_registers ();

/* The CPU -mtune selects, for remarks ("haswell", "znver3").  */
const char *target_tune_name ();

/* A short name for remarks ("avx2", "neon", ...).  */
const char *target_isa_name (unsigned vector_bytes);

} // namespace hyperlane

#endif
