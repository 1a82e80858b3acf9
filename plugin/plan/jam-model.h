/* Whether hyperlane unrolls and jams the parallel enclosing loop of an
   inner loop that carries a dependence (codegen/unroll-jam.h), and by
   how much.  GCC's alternative is the scalar nest: its outer-loop
   vectorization refuses accesses strided across the enclosing loop and
   its unroll-and-jam finds no reuse across the rows to gain.  The jammed
   copies are the hyper loop's lanes: one per lane of the vector length,
   at most GCC's --param unroll-jam-max-unroll (4) and two
   (max_jammed_copies), whose chains through the carried dependence
   overlap instead of waiting for each other.
   GCC's predictive commoning then keeps each copy's carried values in
   registers (SP's sweep: about 8), and copies beyond the register file
   spill them on the chain: at most one copy per 8 floating-point
   registers (docs/performance.md: SP's sweep at AVX2, 16 registers, 1.37x
   with two copies, 1.19x with four; at AVX-512, 32 registers, 1.6x with
   four).
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_JAM_MODEL_H
#define HYPERLANE_JAM_MODEL_H

namespace hyperlane {

struct jam_choice
{
  unsigned factor = 0;		/* Copies of the enclosing loop's body.  */
  const char *refusal = nullptr; /* Why not, or null.  */
};

/* Statements the fused inner loop may hold: beyond, the copies would
   spill registers and crowd the instruction cache.  */
const unsigned max_jammed_statements = 400;

/* Floating-point registers per jammed copy.  */
const unsigned registers_per_copy = 8;

/* Copies at most: each copy's rows are memory streams of their own
   beside its chains of carried values.  NPB SP's x_solve (Zen 4, AVX-512)
   ran 13-17% slower with four copies than with none at classes W and A,
   and 0-7% faster with two; the sweep alone gains as much with two as
   with four (docs/performance.md, "Unroll-and-jam: two copies").  */
const unsigned max_jammed_copies = 2;

/* Memory streams the fused inner loop may walk at once (copies times the
   streams of one copy): NPB SP's x_solve, whose sweeps walk 2-4 streams
   in AoS and 8 or more in SoA, gained with two copies in AoS and lost
   20% with two in SoA (docs/performance.md).  */
const unsigned max_jammed_streams = 8;

/* The choice for lanes of VF iterations, GCC's MAX_UNROLL, an inner loop
   of BODY_STATEMENTS statements walking STREAMS memory streams, and a
   target of FP_REGISTERS.  */
jam_choice choose_jam (unsigned vf, unsigned max_unroll,
		       unsigned body_statements, unsigned streams,
		       unsigned fp_registers);

} // namespace hyperlane

#endif
