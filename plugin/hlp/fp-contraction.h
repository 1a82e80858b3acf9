/* Which multiplications of a loop body GCC's widening_mul pass
   (tree-ssa-math-opts.cc, convert_mult_to_fma) will fuse into the
   additions that use them under -ffp-contract=fast, so that the vector
   loop fuses exactly those: a fused multiply-add rounds once, the pair
   twice, and the vector loop's lanes must equal the scalar loop's.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_FP_CONTRACTION_H
#define HYPERLANE_FP_CONTRACTION_H

#include <unordered_map>

namespace hyperlane {

/* An addition or subtraction the scalar loop computes as one fused
   multiply-add: MUL1 * MUL2 + ADDEND with the product's and the
   addend's signs as FN says (IFN_FMA, IFN_FMS, IFN_FNMA, IFN_FNMS).  */
struct fused_addition
{
  internal_fn fn;
  tree mul1, mul2, addend;
};

/* The fused additions of a loop body by statement; the multiplications
   and negations they absorb are gone from the scalar loop too.  */
using fused_additions = std::unordered_map<gimple *, fused_addition>;

/* Fill FUSED with what widening_mul will make of LOOP's body (one basic
   block) and return null, or return why it cannot be told (contractions
   GCC defers for -mtune, --param avoid-fma-max-bits).  */
const char *predict_fp_contractions (class loop *loop,
				     fused_additions &fused);

/* Whether widening_mul would fuse a multiplication of floating-point
   TYPE (scalar or vector) at all: -ffp-contract=fast and the target's
   fma for TYPE.  */
bool fp_contraction_possible_p (tree type);

} // namespace hyperlane

#endif
