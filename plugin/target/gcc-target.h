/* What the compiling GCC's target offers hyperlane: the vector size it
   prefers for an element type and the permutation ISA table that matches
   it.  The only place that asks which target this is.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_GCC_TARGET_H
#define HYPERLANE_GCC_TARGET_H

#include <vector>

namespace hyperlane {

struct isa_desc;

/* Bytes of the vectors of TYPE a plan uses, or 0 when the target has
   none: the vector mode the target prefers (what -march and
   -mprefer-vector-width select), at most MAX_BITS wide when MAX_BITS is
   not 0 (vector-width=).  */
unsigned plan_vector_bytes (tree type, unsigned max_bits);

/* Whether the CPU -march and -mtune describe executes 512-bit vector
   operations as two 256-bit halves: GCC 12 knows no Zen 4 and calls it
   znver3 with AVX-512, whose 512-bit operations take each 256-bit pipe
   twice, so a loop there also gets a 256-bit plan (narrower_plan_wins;
   docs/performance.md, "Vector width on Zen 4").  */
bool half_speed_512_p ();

/* The floating-point pipes -mtune's CPU issues scalar arithmetic to:
   four on AMD's Zen cores (two FMA, two add), two on Intel's since
   Haswell (ports 0 and 1) and on the Arm cores hyperlane tunes for.  */
unsigned scalar_fp_pipes ();

/* Whether GCC 12's back end can turn a scalar select of 16-bit floats
   (COND_EXPR in HFmode, from if-conversion) into an instruction the
   assembler rejects: with AVX512-FP16 it emits a zero-masked vmovsh to
   memory, which does not exist.  Plain GCC keeps such selects only in
   loops it vectorizes; a vector loop here keeps them in its scalar
   epilogue.  */
bool scalar_half_float_select_broken_p ();

/* The permutation table for vectors of VECTOR_BYTES on this target, its
   costs as -mtune sets them (masked stores), or null when hyperlane has
   none.  */
const isa_desc *target_isa (unsigned vector_bytes);

/* The vector type in which a permute SEL of vectors of type VECTYPE
   must be done: VECTYPE itself, or, where the compiling GCC's back end
   would get VECTYPE's wrong, an integer vector type of the same size and
   lanes.  */
tree permute_vectype (tree vectype, const std::vector<unsigned> &sel);

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
